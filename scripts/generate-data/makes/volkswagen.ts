import { m, type VehicleModel } from '../vehicle-model.ts';

/** Volkswagen's Australian range. */
export const volkswagen: VehicleModel[] = [
  m(
    'Polo',
    'hatch',
    'Hatch & sedans',
    [27990, 39990],
    ['Life', 'Style', 'GTI'],
    ['AW MY24'],
    ['Petrol'],
    { engine: 1.0, cylinders: 3 },
  ),
  m(
    'Golf',
    'hatch',
    'Hatch & sedans',
    [38990, 64990],
    ['Life', 'R-Line', 'GTI', 'R'],
    ['8.5 MY25'],
    ['Petrol'],
  ),
  m(
    'T-Roc',
    'suv',
    'SUVs & 4WDs',
    [39990, 62990],
    ['CityLife', 'R-Line', 'R'],
    ['A1 MY25'],
    ['Petrol'],
  ),
  m(
    'Tiguan',
    'suv',
    'SUVs & 4WDs',
    [46990, 69990],
    ['Life', 'Elegance', 'R-Line'],
    ['CT MY25'],
    ['Petrol'],
    { drive: ['FWD', 'AWD'] },
  ),
  m(
    'Amarok',
    'ute',
    'Utes & Vans',
    [52990, 82990],
    ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'],
    ['NF MY25'],
    ['Diesel'],
    { drive: ['4x4'] },
  ),
];

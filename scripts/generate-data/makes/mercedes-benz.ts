import { m, type VehicleModel } from '../vehicle-model.ts';

/** Mercedes Benz's Australian range. */
export const mercedesBenz: VehicleModel[] = [
  m(
    'A-Class',
    'hatch',
    'Hatch & sedans',
    [59990, 79990],
    ['A200', 'A250', 'A35 AMG'],
    ['W177'],
    ['Petrol'],
  ),
  m(
    'C-Class',
    'sedan',
    'Hatch & sedans',
    [79990, 119990],
    ['C200', 'C300', 'C43 AMG'],
    ['W206'],
    ['Petrol', 'Hybrid'],
    { drive: ['RWD', 'AWD'] },
  ),
  m(
    'GLC',
    'suv',
    'SUVs & 4WDs',
    [89990, 129990],
    ['GLC 300', 'GLC 43 AMG'],
    ['X254'],
    ['Petrol', 'Hybrid'],
    { drive: ['AWD'] },
  ),
];

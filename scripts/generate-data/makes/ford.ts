import { m, type VehicleModel } from '../vehicle-model.ts';

/** Ford's Australian range. */
export const ford: VehicleModel[] = [
  m(
    'Ranger',
    'ute',
    'Utes & Vans',
    [38990, 89990],
    ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'],
    ['PY MY25'],
    ['Diesel'],
    { engine: 2.0, drive: ['4x2', '4x4'] },
  ),
  m(
    'Everest',
    'suv',
    'SUVs & 4WDs',
    [55990, 84990],
    ['Ambiente', 'Trend', 'Sport', 'Platinum'],
    ['UB MY25'],
    ['Diesel'],
    { seats: 7, drive: ['4x4'], engine: 3.0, cylinders: 6 },
  ),
  m(
    'Mustang',
    'coupe',
    'GR & performance',
    [65990, 85990],
    ['GT', 'Dark Horse'],
    ['S650'],
    ['Petrol'],
    { engine: 5.0, cylinders: 8, drive: ['RWD'], doors: 2, seats: 4 },
  ),
  m('Puma', 'suv', 'SUVs & 4WDs', [31990, 39990], ['Base', 'ST-Line'], ['JK MY24'], ['Petrol'], {
    engine: 1.0,
    cylinders: 3,
  }),
  m(
    'Transit Custom',
    'van',
    'Utes & Vans',
    [50990, 69990],
    ['Trend', 'Sport'],
    ['VO'],
    ['Diesel'],
    { seats: 3 },
  ),
];

import { m, type VehicleModel } from '../vehicle-model.ts';

/** Nissan's Australian range. */
export const nissan: VehicleModel[] = [
  m(
    'Navara',
    'ute',
    'Utes & Vans',
    [34990, 69990],
    ['SL', 'ST', 'ST-X', 'PRO-4X'],
    ['D23 MY24'],
    ['Diesel'],
    { engine: 2.3, drive: ['4x2', '4x4'] },
  ),
  m(
    'X-Trail',
    'suv',
    'SUVs & 4WDs',
    [38990, 59990],
    ['ST', 'ST-L', 'Ti', 'Ti-L'],
    ['T33 MY25'],
    ['Petrol', 'Hybrid'],
    { engine: 2.5 },
  ),
  m(
    'Qashqai',
    'suv',
    'SUVs & 4WDs',
    [34990, 52990],
    ['ST', 'ST+', 'Ti', 'N-Design'],
    ['J12 MY25'],
    ['Petrol', 'Hybrid'],
    { engine: 1.3 },
  ),
  m(
    'Patrol',
    'suv',
    'SUVs & 4WDs',
    [89990, 99990],
    ['Ti', 'Ti-L', 'Warrior'],
    ['Y62 MY24'],
    ['Petrol'],
    { engine: 5.6, cylinders: 8, seats: 8, drive: ['4x4'] },
  ),
];

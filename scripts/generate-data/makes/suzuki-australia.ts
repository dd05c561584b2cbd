import { m, type VehicleModel } from '../vehicle-model.ts';

/** Suzuki Australia's Australian range. */
export const suzukiAustralia: VehicleModel[] = [
  m(
    'Swift',
    'hatch',
    'Hatch & sedans',
    [22990, 30990],
    ['GL', 'GLX', 'Hybrid GLX'],
    ['AZG'],
    ['Petrol', 'Hybrid'],
    { engine: 1.2, cylinders: 3 },
  ),
  m(
    'Vitara',
    'suv',
    'SUVs & 4WDs',
    [30990, 39990],
    ['Base', 'Turbo', 'Turbo AllGrip'],
    ['LY Series II'],
    ['Petrol'],
    { engine: 1.4 },
  ),
  m('Jimny', 'suv', 'SUVs & 4WDs', [34990, 39990], ['Lite', 'XL'], ['GJ'], ['Petrol'], {
    engine: 1.5,
    drive: ['4x4'],
    trans: ['Manual', 'Automatic'],
    doors: 3,
    seats: 4,
  }),
];

import { m, type VehicleModel } from '../vehicle-model.ts';

/** MG's Australian range. */
export const mg: VehicleModel[] = [
  m(
    '3',
    'hatch',
    'Hatch & sedans',
    [23990, 28990],
    ['Excite', 'Essence', 'Hybrid+'],
    ['SZP1'],
    ['Petrol', 'Hybrid'],
    { engine: 1.5 },
  ),
  m(
    'ZS',
    'suv',
    'SUVs & 4WDs',
    [25990, 34990],
    ['Vibe', 'Excite', 'Essence'],
    ['AZS1'],
    ['Petrol', 'Hybrid'],
    { engine: 1.5 },
  ),
  m(
    'HS',
    'suv',
    'SUVs & 4WDs',
    [33990, 48990],
    ['Vibe', 'Excite', 'Essence'],
    ['SAS23'],
    ['Petrol', 'Hybrid'],
    { engine: 1.5 },
  ),
  m(
    '4',
    'hatch',
    'Electrified',
    [39990, 49990],
    ['Excite 51', 'Essence 64'],
    ['EH32'],
    ['Electric'],
    { engine: 0, cylinders: 0, drive: ['RWD'] },
  ),
];

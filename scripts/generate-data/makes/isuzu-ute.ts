import { m, type VehicleModel } from '../vehicle-model.ts';

/** Isuzu UTE's Australian range. */
export const isuzuUte: VehicleModel[] = [
  m(
    'D-Max',
    'ute',
    'Utes & Vans',
    [33990, 72990],
    ['SX', 'LS-M', 'LS-U', 'X-Terrain', 'Blade'],
    ['RG MY24'],
    ['Diesel'],
    { engine: 3.0, drive: ['4x2', '4x4'] },
  ),
  m(
    'MU-X',
    'suv',
    'SUVs & 4WDs',
    [48990, 69990],
    ['LS-M', 'LS-U', 'LS-T'],
    ['RJ MY24'],
    ['Diesel'],
    { engine: 3.0, seats: 7, drive: ['4x2', '4x4'] },
  ),
];

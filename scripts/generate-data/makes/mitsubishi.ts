import { m, type VehicleModel } from '../vehicle-model.ts';

/** Mitsubishi's Australian range. */
export const mitsubishi: VehicleModel[] = [
  m(
    'Triton',
    'ute',
    'Utes & Vans',
    [35990, 64990],
    ['GLX', 'GLX+', 'GLS', 'GSR'],
    ['MV MY25'],
    ['Diesel'],
    { engine: 2.4, drive: ['4x2', '4x4'] },
  ),
  m(
    'Outlander',
    'suv',
    'SUVs & 4WDs',
    [37990, 62990],
    ['ES', 'LS', 'Aspire', 'Exceed'],
    ['ZM MY25'],
    ['Petrol', 'Hybrid'],
    { seats: 7, engine: 2.5 },
  ),
  m(
    'ASX',
    'suv',
    'SUVs & 4WDs',
    [28990, 36990],
    ['GS', 'ES', 'LS', 'Exceed'],
    ['XD MY24'],
    ['Petrol'],
  ),
  m(
    'Pajero Sport',
    'suv',
    'SUVs & 4WDs',
    [49990, 62990],
    ['GLX', 'GLS', 'Exceed'],
    ['QF MY24'],
    ['Diesel'],
    { seats: 7, drive: ['4x4'], engine: 2.4 },
  ),
];

import { m, type VehicleModel } from '../vehicle-model.ts';

/** BYD's Australian range. */
export const byd: VehicleModel[] = [
  m(
    'Atto 3',
    'suv',
    'Electrified',
    [44990, 51990],
    ['Standard Range', 'Extended Range'],
    ['EU'],
    ['Electric'],
    { engine: 0, cylinders: 0 },
  ),
  m(
    'Seal',
    'sedan',
    'Electrified',
    [49990, 69990],
    ['Dynamic', 'Premium', 'Performance'],
    ['EA1'],
    ['Electric'],
    { engine: 0, cylinders: 0, drive: ['RWD', 'AWD'] },
  ),
  m('Shark 6', 'ute', 'Electrified', [57990, 59990], ['Premium'], ['PHEV'], ['Hybrid'], {
    engine: 1.5,
    drive: ['4x4'],
  }),
];

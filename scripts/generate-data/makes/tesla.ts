import { m, type VehicleModel } from '../vehicle-model.ts';

/** Tesla's Australian range. */
export const tesla: VehicleModel[] = [
  m(
    'Model 3',
    'sedan',
    'Electrified',
    [54990, 84990],
    ['Rear-Wheel Drive', 'Long Range', 'Performance'],
    ['Highland'],
    ['Electric'],
    { engine: 0, cylinders: 0, drive: ['RWD', 'AWD'] },
  ),
  m(
    'Model Y',
    'suv',
    'Electrified',
    [58990, 87990],
    ['Rear-Wheel Drive', 'Long Range', 'Performance'],
    ['Juniper'],
    ['Electric'],
    { engine: 0, cylinders: 0, drive: ['RWD', 'AWD'] },
  ),
];

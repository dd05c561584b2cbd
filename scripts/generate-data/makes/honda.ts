import { m, type VehicleModel } from '../vehicle-model.ts';

/** Honda's Australian range. */
export const honda: VehicleModel[] = [
  m(
    'Civic',
    'hatch',
    'Hatch & sedans',
    [47990, 72990],
    ['VTi LX', 'e:HEV LX', 'Type R'],
    ['FL'],
    ['Petrol', 'Hybrid'],
    { engine: 1.5 },
  ),
  m(
    'HR-V',
    'suv',
    'SUVs & 4WDs',
    [36990, 49990],
    ['Vi X', 'e:HEV L'],
    ['RV'],
    ['Petrol', 'Hybrid'],
    { engine: 1.5 },
  ),
  m(
    'CR-V',
    'suv',
    'SUVs & 4WDs',
    [44990, 65990],
    ['VTi X', 'VTi L AWD', 'e:HEV RS'],
    ['RS'],
    ['Petrol', 'Hybrid'],
    { engine: 1.5, seats: 7 },
  ),
];

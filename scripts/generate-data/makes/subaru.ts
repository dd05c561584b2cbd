import { m, type VehicleModel } from '../vehicle-model.ts';

/** Subaru's Australian range. */
export const subaru: VehicleModel[] = [
  m(
    'Forester',
    'suv',
    'SUVs & 4WDs',
    [38990, 53990],
    ['2.5i', '2.5i-L', '2.5i Sport', 'Hybrid S'],
    ['S6 MY25'],
    ['Petrol', 'Hybrid'],
    { engine: 2.5, drive: ['AWD'] },
  ),
  m(
    'Outback',
    'wagon',
    'SUVs & 4WDs',
    [44990, 59990],
    ['AWD', 'Sport', 'Touring', 'XT'],
    ['6GEN MY25'],
    ['Petrol'],
    { engine: 2.5, drive: ['AWD'] },
  ),
  m(
    'Crosstrek',
    'suv',
    'SUVs & 4WDs',
    [34990, 46990],
    ['2.0R', '2.0L', '2.0S', 'Hybrid S'],
    ['G6X MY25'],
    ['Petrol', 'Hybrid'],
    { drive: ['AWD'] },
  ),
  m(
    'WRX',
    'sedan',
    'GR & performance',
    [47990, 64990],
    ['Base', 'RS', 'tS'],
    ['VB MY25'],
    ['Petrol'],
    { engine: 2.4, drive: ['AWD'], trans: ['Manual', 'Automatic'] },
  ),
];

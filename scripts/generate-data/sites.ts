import type { CarType } from '~/catalogue/car.schema.ts';

import type { BackdropName } from './photos.ts';

export interface SampleLocation {
  id: number;
  dealershipId: number;
  name: string;
  type: 'sales' | 'service' | 'parts' | 'car-buying';
  primary?: boolean;
  street: string;
  city: string;
  state: 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA';
  postcode: string;
  lat: number;
  long: number;
  phone: string;
  licence: string;
  manufacturers: string[];
  fortnightlySaturday?: string;
  sundayOpen?: boolean;
}

/** One sample site: what its stock looks like. Dealer files in dealers/ must agree with these ids. */
export interface SampleSite {
  slug: string;
  seed: number;
  cars: number;
  stockPrefix: string;
  /** Makes sold new (and demo). */
  newMakes: string[];
  mix: Partial<Record<CarType, number>>;
  caravans?: boolean;
  certifiedMake?: string;
  subscriptions?: boolean;
  checkout?: boolean;
  /** The feed marks about 3% of in-stock cars reserved (holds taken at the yard, not online). */
  feedReservations?: boolean;
  /** Where the dealer photographs its stock (a folder of photos each). */
  backdrop: BackdropName;
  reviews: { count: number; average: number };
  locations: SampleLocation[];
}

const loc = (l: SampleLocation) => l;

export const sampleSites: SampleSite[] = [
  {
    slug: 'riverbend-toyota',
    backdrop: 'showroom',
    seed: 101,
    cars: 700,
    stockPrefix: 'RT',
    newMakes: ['Toyota'],
    mix: { new: 0.45, demo: 0.1, used: 0.45 },
    certifiedMake: 'Toyota',
    reviews: { count: 404, average: 4.7 },
    locations: (['sales', 'service', 'parts'] as const).map((type, i) =>
      loc({
        id: 7101 + i,
        dealershipId: 4101,
        name: `Riverbend Toyota ${type[0]!.toUpperCase()}${type.slice(1)}`,
        type,
        primary: i === 0,
        street: '64 Church Street',
        city: 'Parramatta',
        state: 'NSW',
        postcode: '2150',
        lat: -33.8218,
        long: 151.0036,
        phone: ['(02) 9635 1234', '(02) 9635 1240', '(02) 9635 1250'][i]!,
        licence: 'MD 012345',
        manufacturers: ['Toyota'],
        ...(type === 'service' ? { fortnightlySaturday: '2025-06-14' } : {}),
      }),
    ),
  },
  {
    slug: 'southern-cross-motor-group',
    backdrop: 'studio',
    seed: 202,
    cars: 900,
    stockPrefix: 'SC',
    newMakes: ['Mazda', 'Kia', 'Ford', 'Hyundai'],
    mix: { new: 0.4, demo: 0.1, used: 0.5 },
    reviews: { count: 1288, average: 4.6 },
    locations: [
      loc({
        id: 7201,
        dealershipId: 4201,
        name: 'Southern Cross Mazda Ringwood',
        type: 'sales',
        primary: true,
        street: '211 Maroondah Highway',
        city: 'Ringwood',
        state: 'VIC',
        postcode: '3134',
        lat: -37.8131,
        long: 145.2268,
        phone: '(03) 9870 4100',
        licence: 'LMCT 10234',
        manufacturers: ['Mazda'],
      }),
      loc({
        id: 7202,
        dealershipId: 4204,
        name: 'Southern Cross Hyundai Ringwood',
        type: 'sales',
        street: '225 Maroondah Highway',
        city: 'Ringwood',
        state: 'VIC',
        postcode: '3134',
        lat: -37.8128,
        long: 145.2296,
        phone: '(03) 9870 4200',
        licence: 'LMCT 10235',
        manufacturers: ['Hyundai'],
      }),
      loc({
        id: 7203,
        dealershipId: 4202,
        name: 'Southern Cross Kia Dandenong',
        type: 'sales',
        street: '120 Princes Highway',
        city: 'Dandenong',
        state: 'VIC',
        postcode: '3175',
        lat: -37.981,
        long: 145.2047,
        phone: '(03) 9791 3300',
        licence: 'LMCT 10236',
        manufacturers: ['Kia'],
      }),
      loc({
        id: 7204,
        dealershipId: 4203,
        name: 'Southern Cross Ford Geelong',
        type: 'sales',
        street: '95 Latrobe Terrace',
        city: 'Geelong',
        state: 'VIC',
        postcode: '3220',
        lat: -38.1551,
        long: 144.3548,
        phone: '(03) 5221 6600',
        licence: 'LMCT 10237',
        manufacturers: ['Ford'],
      }),
      loc({
        id: 7205,
        dealershipId: 4203,
        name: 'Southern Cross Service Centre Geelong',
        type: 'service',
        street: '101 Latrobe Terrace',
        city: 'Geelong',
        state: 'VIC',
        postcode: '3220',
        lat: -38.1556,
        long: 144.3546,
        phone: '(03) 5221 6610',
        licence: 'LMCT 10237',
        manufacturers: ['Ford', 'Mazda', 'Kia', 'Hyundai'],
      }),
    ],
  },
  {
    slug: 'value-auto-supermarket',
    backdrop: 'yard',
    seed: 303,
    cars: 1000,
    stockPrefix: 'VA',
    newMakes: [],
    mix: { used: 1 },
    checkout: true,
    feedReservations: true,
    reviews: { count: 2210, average: 4.5 },
    locations: [
      loc({
        id: 7301,
        dealershipId: 4301,
        name: 'Value Auto Eagle Farm',
        type: 'sales',
        primary: true,
        street: '540 Kingsford Smith Drive',
        city: 'Eagle Farm',
        state: 'QLD',
        postcode: '4009',
        lat: -27.4322,
        long: 153.0868,
        phone: '(07) 3268 9000',
        licence: 'MDL 3301234',
        manufacturers: [],
        sundayOpen: true,
      }),
      loc({
        id: 7302,
        dealershipId: 4302,
        name: 'Value Auto Springwood',
        type: 'sales',
        street: '3350 Pacific Highway',
        city: 'Springwood',
        state: 'QLD',
        postcode: '4127',
        lat: -27.6136,
        long: 153.1287,
        phone: '(07) 3208 9100',
        licence: 'MDL 3301235',
        manufacturers: [],
        sundayOpen: true,
      }),
    ],
  },
  {
    slug: 'driveaway-finance',
    backdrop: 'forecourt',
    seed: 404,
    cars: 450,
    stockPrefix: 'DF',
    newMakes: ['MG', 'BYD'],
    mix: { new: 0.35, demo: 0.05, used: 0.6 },
    subscriptions: true,
    checkout: true,
    reviews: { count: 318, average: 4.8 },
    locations: [
      loc({
        id: 7401,
        dealershipId: 4401,
        name: 'Driveaway Osborne Park',
        type: 'sales',
        primary: true,
        street: '388 Scarborough Beach Road',
        city: 'Osborne Park',
        state: 'WA',
        postcode: '6017',
        lat: -31.9006,
        long: 115.8136,
        phone: '(08) 9443 7700',
        licence: 'MD 28123',
        manufacturers: ['MG', 'BYD'],
      }),
    ],
  },
  {
    slug: 'outback-caravans',
    backdrop: 'gravel',
    seed: 505,
    cars: 260,
    stockPrefix: 'OC',
    newMakes: ['Jayco', 'Viscount Caravans', 'Avan', 'Coromal', 'Lotus Caravans'],
    mix: { new: 0.55, used: 0.45 },
    caravans: true,
    reviews: { count: 187, average: 4.6 },
    locations: [
      loc({
        id: 7501,
        dealershipId: 4501,
        name: 'Outback Caravan Centre',
        type: 'sales',
        primary: true,
        street: '640 Main North Road',
        city: 'Gepps Cross',
        state: 'SA',
        postcode: '5094',
        lat: -34.8471,
        long: 138.6033,
        phone: '(08) 8262 5500',
        licence: 'MVD 276543',
        manufacturers: ['Jayco', 'Avan'],
      }),
      loc({
        id: 7502,
        dealershipId: 4501,
        name: 'Outback Caravan Service',
        type: 'service',
        street: '646 Main North Road',
        city: 'Gepps Cross',
        state: 'SA',
        postcode: '5094',
        lat: -34.8475,
        long: 138.6031,
        phone: '(08) 8262 5510',
        licence: 'MVD 276543',
        manufacturers: [],
      }),
    ],
  },
];

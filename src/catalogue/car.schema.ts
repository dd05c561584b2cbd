import { z } from 'zod';

/** Spec Entities body types. */
export const bodyTypes = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;

export const carTypes = ['new', 'demo', 'used'] as const;
export const carStatuses = ['in_stock', 'coming_soon', 'sold'] as const;
export const financeLenderNames = [
  'Taurus',
  'Car Clarity',
  'Manual',
  '360 Finance',
  'Angle',
  'Powertorque',
  'Nissan Finance',
  'AusLoans',
] as const;

const money = z.number().min(0);
const text = z.string().nullish();
const num = z.number().nullish();
const isoDate = z.iso.datetime({ offset: true });

export const variantSchema = z.object({
  enginesize: num,
  enginesize_litres: num,
  cylinders: num,
  induction: text,
  geartype: text,
  fuelconsumptioncombined: num,
  fuelcapacity: num,
  grossvehiclemass: num,
  vehiclelength: num,
  vehicleheight: num,
  vehiclewidth: num,
  towingcapacitybraked: num,
  torque: num,
  ancaprating: num,
  bodyconfiguration: text,
});

/** Caravan specifications (item_type caravan). */
export const caravanSpecificationsSchema = z.object({
  body_width: num,
  body_length: num,
  tare_weight: num,
  axle_type: text,
  sleeps: num,
  aggregate_trailer_mass: num,
});

export const financeLenderQuoteSchema = z.object({
  interestRate: num,
  comparisonRate: num,
  paymentWeek: num,
  paymentMonth: num,
  deposit: num,
  termYears: num,
  term: z.object({ unit: z.string() }).nullish(),
  balloon: num,
  disclaimer: text,
});

export const carLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: text,
  address: z.object({
    street: text,
    city: text,
    state: text,
    postcode: text,
    place_url: text,
    id: z.number().int().nullish(),
  }),
  distribution_locations: z.array(z.number().int()).default([]),
});

/** A stock record as the feed delivers it (spec Entities Car). Unknown feed fields are dropped. */
export const carSchema = z.object({
  // Stored as a Postgres integer (reservations, the imported stock): at most 2,147,483,647.
  id: z.number().int().positive().max(2_147_483_647),
  slug: z.string().regex(/^[a-z0-9-]+$/, 'slug must be lower-case letters, digits and hyphens'),
  name: z.string().min(1),
  year: z.number().int().min(1900).max(2100),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: text,
  series: text,
  car_type: z.enum(carTypes),
  status: z.enum(carStatuses),
  tag: text,
  reserved: z.boolean().default(false),
  certified: z.boolean().default(false),
  price: money,
  before_price: money.nullish(),
  offer_price: money.nullish(),
  subscription_price: money.nullish(),
  price_type: text,
  preorder: z.boolean().default(false),
  km: z.number().int().min(0).nullish(),
  views: z.number().int().min(0).nullish(),
  colour: text,
  interior_colour: text,
  stocknum: z.string().min(1),
  vin: z
    .string()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'vin must be 17 characters without I, O or Q')
    .nullish(),
  nvic: text,
  regplate: text,
  rego_expiry: text,
  compliance_date: text,
  build_date: text,
  engine_size: num,
  cylinders: num,
  engine_size_litres: num,
  simple_fuel: text,
  simple_body: text,
  simple_transmission: text,
  trans: text,
  drive: text,
  fuel: text,
  body: z.enum(bodyTypes).nullish(),
  seats: num,
  doors: num,
  dealercomments: text,
  created_at: isoDate,
  updated_at: isoDate,
  city: text,
  state: text,
  location_name: text,
  location_id: z.number().int().nullish(),
  dealership_slug: z.string().min(1),
  dealership_id: z.number().int().positive(),
  file: text,
  images: z.array(z.string().min(1)).default([]),
  thumbnails: z.array(z.string().min(1)).default([]),
  primary_image_url: text,
  standardEquipment: z.array(z.string()).default([]),
  private_suburb: text,
  private_postcode: text,
  carsales_title: text,
  sold_date_timestamp: z.number().int().nullish(),
  /** When the car was first listed on the site (the stock import keeps it). */
  first_listed_at: isoDate.nullish(),
  /**
   * The prices the site advertised it at, oldest first, each from a time on (the stock import adds
   * one at each change of the shown price).
   */
  price_history: z
    .array(z.object({ at: isoDate, price: money }))
    .max(500)
    .nullish(),
  /**
   * The latest history check (PPSR) of the car's VIN, as the site's store keeps it: the build
   * writes it from the store (a feed's own is never taken); a sample stock file carries a sample.
   */
  history_check: z
    .object({
      searchedAt: isoDate,
      certificate: z.string().trim().min(1).max(40),
      financeOwing: z.boolean(),
      writtenOff: z.boolean().nullable(),
      stolen: z.boolean().nullable(),
      odometerKm: z.number().int().nonnegative().nullable(),
    })
    .nullish(),
  show_on_dealer_website: z.boolean(),
  payment_processors: z.array(z.string()).default([]),
  checkout_enabled: z.boolean().default(false),
  has_nvic: z.boolean().default(false),
  item_type: z.enum(['car', 'caravan']).default('car'),
  variant: variantSchema.nullish(),
  specifications: caravanSpecificationsSchema.nullish(),
  autograb_data: z.object({ state_average_market_price: num, average_market_price: num }).nullish(),
  youxQuote: z
    .object({ weeklyRepaymentAmount: num, advertisedRate: num, comparisonRate: num })
    .nullish(),
  finance_lenders: z.partialRecord(z.enum(financeLenderNames), financeLenderQuoteSchema).nullish(),
  location: carLocationSchema.nullish(),
});

export type Car = z.infer<typeof carSchema>;
export type CarType = (typeof carTypes)[number];
export type BodyType = (typeof bodyTypes)[number];

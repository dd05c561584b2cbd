import type { Car, CarType } from '~/catalogue/car.schema.ts';
import { currentPrice } from '~/features/car/pricing.ts';
import { slugify } from '~/features/content/links.ts';
import { embeddedCheck } from '~/services/history/embedded.server.ts';
import { embeddedQuote, type LenderTerms } from '~/services/lender/embedded.ts';
import { QUOTE_DEFAULTS, type QuoteAnswer } from '~/services/lender/lender.ts';
import { repayment } from '~/services/lender/loan.ts';

import { paints } from './colours.ts';
import { dealerComments } from './comments.ts';
import { angles, photoPath } from './photos.ts';
import { Rng } from './random.ts';
import type { SampleLocation, SampleSite } from './sites.ts';
import {
  caravanMakes,
  type CaravanModel,
  makes,
  seriesSince,
  type VehicleModel,
} from './vehicles.ts';

const DAY = 86_400_000;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const WMI: Record<string, string> = {
  Toyota: 'JTM',
  Mazda: 'JM0',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Ford: 'MPB',
  Volkswagen: 'WVW',
  Mitsubishi: 'MMA',
  Nissan: 'JN1',
  Subaru: 'JF1',
  'Isuzu UTE': 'MPA',
  MG: 'LSJ',
  'Suzuki Australia': 'JS3',
  'Mercedes Benz': 'WDD',
  Honda: 'JHM',
  Tesla: 'LRW',
  BYD: 'LGX',
};
const equipment = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing camera',
  'Adaptive cruise control',
  'Lane keep assist',
  'Blind spot monitor',
  'Rear cross traffic alert',
  'Autonomous emergency braking',
  'Dual-zone climate control',
  'Heated front seats',
  'Leather seats',
  'Power tailgate',
  'Keyless entry',
  'Push button start',
  'Alloy wheels',
  'LED headlights',
  'Sat nav',
  'Wireless phone charger',
  'Tow bar',
  'Roof racks',
  'Tinted windows',
  '360-degree camera',
];
const caravanEquipment = [
  'Solar panels',
  'Lithium battery',
  'Diesel heater',
  'Ensuite',
  'Washing machine',
  'Outdoor kitchen',
  'Awning',
  'Air conditioning',
  'Gas hot water',
  'Annexe',
];
/**
 * Mass and size ranges by body (kg, mm; from smallest to largest model of the body), so a
 * Corolla hatch never weighs 3,190 kg. A car takes the point of each range its new price reaches.
 */
export const bodySpecs: Record<
  string,
  Record<'gvm' | 'length' | 'height' | 'width' | 'towing', [number, number]>
> = {
  hatch: {
    gvm: [1450, 1950],
    length: [3700, 4400],
    height: [1420, 1580],
    width: [1690, 1800],
    towing: [0, 1300],
  },
  sedan: {
    gvm: [1850, 2300],
    length: [4400, 4990],
    height: [1400, 1490],
    width: [1780, 1880],
    towing: [0, 1600],
  },
  suv: {
    gvm: [1750, 3350],
    length: [4100, 5100],
    height: [1540, 1950],
    width: [1760, 2000],
    towing: [750, 3500],
  },
  ute: {
    gvm: [2700, 3500],
    length: [5100, 5450],
    height: [1780, 1900],
    width: [1850, 2030],
    towing: [2500, 3500],
  },
  van: {
    gvm: [3000, 4000],
    length: [4900, 5400],
    height: [1950, 2300],
    width: [1880, 2000],
    towing: [1400, 2800],
  },
  bus: {
    gvm: [5800, 6300],
    length: [6990, 7200],
    height: [2600, 2700],
    width: [2000, 2100],
    towing: [0, 0],
  },
  peopleMover: {
    gvm: [2500, 3000],
    length: [4900, 5260],
    height: [1750, 2000],
    width: [1880, 2000],
    towing: [1500, 2500],
  },
  coupe: {
    gvm: [1600, 2200],
    length: [4200, 4830],
    height: [1280, 1420],
    width: [1760, 1920],
    towing: [0, 0],
  },
  convertible: {
    gvm: [1200, 1400],
    length: [3900, 4000],
    height: [1230, 1240],
    width: [1730, 1740],
    towing: [0, 0],
  },
  wagon: {
    gvm: [2000, 2500],
    length: [4700, 4900],
    height: [1500, 1680],
    width: [1840, 1880],
    towing: [1500, 2000],
  },
};

/** Spec sheet figures for a vehicle of this body and new price, within the body's ranges. */
function bodyFigures(rng: Rng, body: string, newPrice: number) {
  const spec = bodySpecs[body] ?? bodySpecs.suv!;
  // Dearer models of a body are bigger and heavier: 20,000 → bottom of the range, 120,000 → top.
  const t = Math.min(1, Math.max(0, (newPrice - 20000) / 100000));
  const at = ([lo, hi]: [number, number], step: number) => {
    const wobble = (hi - lo) * 0.1 * (rng.next() - 0.5);
    const v = Math.min(hi, Math.max(lo, lo + (hi - lo) * t + wobble));
    return Math.round(v / step) * step;
  };
  return {
    grossvehiclemass: at(spec.gvm, 5),
    vehiclelength: at(spec.length, 5),
    vehicleheight: at(spec.height, 5),
    vehiclewidth: at(spec.width, 5),
    towingcapacitybraked: at(spec.towing, 50),
  };
}

function vin(rng: Rng, make: string): string {
  let s = WMI[make] ?? '6T9';
  while (s.length < 17) s += rng.pick([...VIN_CHARS]);
  return s;
}

function rego(rng: Rng): string {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  return `${rng.pick([...L])}${rng.pick([...L])}${rng.pick([...L])}${rng.int(10, 99)}${rng.pick([...L])}`;
}

interface Pick {
  make: string;
  model: VehicleModel | CaravanModel;
}

function pickVehicle(rng: Rng, site: SampleSite, type: CarType): Pick {
  if (site.caravans) {
    const pool = type === 'used' ? Object.keys(caravanMakes) : site.newMakes;
    const make = rng.pick(pool);
    return { make, model: rng.pick(caravanMakes[make]!) };
  }
  const pool = type === 'used' ? Object.keys(makes) : site.newMakes;
  const make =
    type === 'used' && site.certifiedMake && rng.chance(0.55) ? site.certifiedMake : rng.pick(pool);
  const models = makes[make]!.filter((m) => (type === 'used' ? m.status !== 'coming_soon' : true));
  return { make, model: rng.pick(models) };
}

export function generateCars(
  site: SampleSite,
  rng: Rng,
  now: Date,
  startId: number,
  count = site.cars,
  /** The dealer's embedded lender, whose quote each car stores (null: none stored). */
  lenderTerms: LenderTerms | null = null,
): Car[] {
  const cars: Car[] = [];
  const types = Object.entries(site.mix) as [CarType, number][];
  for (let i = 0; i < count; i++) {
    let roll = rng.next();
    const type = types.find(([, p]) => (roll -= p) < 0)?.[0] ?? types[0]![0];
    cars.push(makeCar(site, rng, now, startId + i, type, i, lenderTerms));
  }
  return cars;
}

function makeCar(
  site: SampleSite,
  rng: Rng,
  now: Date,
  id: number,
  carType: CarType,
  index: number,
  lenderTerms: LenderTerms | null,
): Car {
  const { make, model } = pickVehicle(rng, site, carType);
  const isCaravan = 'length' in model;
  const paint = rng.pick(paints);
  // A used car is no older than the series it lists (new and demo cars are this or next year's).
  const since = isCaravan ? 2010 : Math.max(2013, seriesSince[`${make} ${model.name}`] ?? 2013);
  const year = carType === 'used' ? rng.int(Math.min(since, 2025), 2025) : rng.int(2025, 2026);
  const age = Math.max(0, 2026 - year);
  const newPrice = rng.price(model.price[0], model.price[1]);
  // Caravans have no odometer; new cars have delivery kilometres, demonstrators a few thousand.
  const km = isCaravan
    ? null
    : carType === 'new'
      ? rng.int(0, 30)
      : carType === 'demo'
        ? rng.int(500, 9000)
        : Math.max(1500, Math.round((age * rng.int(9000, 21000)) / 10) * 10);
  let price =
    carType === 'new'
      ? newPrice
      : carType === 'demo'
        ? rng.price(newPrice * 0.88, newPrice * 0.95)
        : rng.price(newPrice * 0.86 ** age * 0.9, newPrice * 0.86 ** age * 1.1);
  price = Math.max(price, 2990);
  const drawn: SampleLocation = rng.pick(site.locations.filter((l) => l.type === 'sales'));
  // A new or demo car stands at the showroom of its own make (a Kia at the Kia showroom).
  const location =
    carType !== 'used' && !drawn.manufacturers.includes(make)
      ? (site.locations.find((l) => l.type === 'sales' && l.manufacturers.includes(make)) ?? drawn)
      : drawn;
  const comingSoon =
    carType === 'new' &&
    (('status' in model && model.status === 'coming_soon') || rng.chance(0.04));
  const roll = rng.next();
  const status = comingSoon ? 'coming_soon' : roll < 0.1 ? 'sold' : 'in_stock';
  const soldDaysAgo =
    status === 'sold' ? (rng.chance(0.5) ? rng.next() * 2.9 : 4 + rng.next() * 40) : null;
  const createdDaysAgo = index % 11 === 0 ? rng.next() * 7.5 : 9 + rng.next() * 150;
  const created = new Date(now.getTime() - createdDaysAgo * DAY);
  const badge = rng.pick(model.badges);
  // A model-year code says the car's own year ('J12 MY25' only on a 2025 car).
  const series = isCaravan
    ? null
    : rng.pick((model as VehicleModel).series).replace(/MY\d\d$/, `MY${String(year).slice(2)}`);
  const vm = isCaravan ? null : (model as VehicleModel);
  const fuel = vm ? rng.pick(vm.fuel) : null;
  const trans = vm ? rng.pick(vm.trans) : null;
  // Five angles (front three-quarter, side, rear, interior, dashboard); a car coming soon has
  // one photo, a few have none or one yet.
  const photoCount = comingSoon ? 1 : rng.chance(0.05) ? rng.int(0, 1) : angles.length;
  const images = angles
    .slice(0, photoCount)
    .map((a) => photoPath(model.body, paint.slug, a, site.backdrop));
  const name = [year, make, model.name, badge].join(' ');
  const slug = slugify(`${year}-${make}-${model.name}-${badge}-${id}`);
  const wasPrice = rng.chance(0.2) ? price + rng.int(1, 4) * 1000 : null;
  const commentRoll = rng.next();
  const subscription =
    site.subscriptions && carType !== 'new' && rng.chance(0.7)
      ? Math.round(price / 52 / 2.6 / 5) * 5 + 49
      : null;
  const equip = isCaravan ? caravanEquipment : equipment;

  const car: Car = {
    id,
    slug,
    name,
    year,
    make,
    model: model.name,
    badge,
    series,
    car_type: carType,
    status,
    tag:
      carType === 'new' && rng.chance(0.05)
        ? 'runout sale'
        : carType === 'used' && km !== null && km < 20000 && rng.chance(0.3)
          ? 'Low KMs'
          : null,
    reserved: status === 'in_stock' && site.feedReservations === true && rng.chance(0.03),
    certified:
      carType === 'used' &&
      make === site.certifiedMake &&
      age <= 6 &&
      (km ?? 0) < 140000 &&
      rng.chance(0.7),
    price: rng.chance(0.02) && carType === 'new' ? 0 : price,
    before_price: wasPrice,
    offer_price: carType === 'new' && rng.chance(0.15) ? price - rng.int(1, 3) * 500 : null,
    subscription_price: subscription,
    // Caravans are towed, not driven away: no drive-away wording.
    price_type: isCaravan
      ? null
      : carType === 'used'
        ? 'Drive Away'
        : rng.pick(['Drive Away', 'Excl. Govt. Charges']),
    preorder: comingSoon && rng.chance(0.5),
    km,
    views: rng.int(0, 900),
    colour: rng.pick(paint.names),
    interior_colour: rng.pick(['Black Cloth', 'Black Leather', 'Grey Cloth', 'Tan Leather']),
    stocknum: `${site.stockPrefix}${String(id).slice(-5)}`,
    vin: vin(rng, make),
    nvic: isCaravan ? null : `${rng.pick(['0', '1', '2'])}${rng.int(10000, 99999)}`,
    regplate: carType === 'new' ? null : rego(rng),
    rego_expiry:
      carType === 'new'
        ? null
        : new Date(now.getTime() + rng.int(20, 360) * DAY).toISOString().slice(0, 10),
    compliance_date: `${String(rng.int(1, 12)).padStart(2, '0')}/${year}`,
    build_date: `${String(rng.int(1, 12)).padStart(2, '0')}/${year}`,
    engine_size: vm ? Math.round(vm.engine * 1000) : null,
    cylinders: vm?.cylinders ?? null,
    engine_size_litres: vm?.engine ?? null,
    simple_fuel: fuel,
    simple_body: model.body,
    simple_transmission: trans,
    trans: trans
      ? `${trans === 'Automatic' ? rng.pick(['6 Speed', '8 Speed', 'CVT']) : '6 Speed'} ${trans}`
      : null,
    drive: vm ? rng.pick(vm.drive) : null,
    fuel: fuel === 'Petrol' ? rng.pick(['Unleaded Petrol', 'Premium Unleaded']) : fuel,
    body: model.body,
    seats: vm?.seats ?? null,
    doors: vm?.doors ?? null,
    // Long, short or none yet (a few), drawn here in the feed's order; the words are written
    // below from the finished car, with its own numbers.
    dealercomments: commentRoll < 0.15 ? 'long' : rng.next() < 0.05 ? '' : 'short',
    created_at: created.toISOString(),
    updated_at: new Date(
      Math.min(now.getTime(), created.getTime() + rng.int(0, 5) * DAY),
    ).toISOString(),
    city: location.city,
    state: location.state,
    location_name: location.name,
    location_id: location.id,
    dealership_slug: site.slug,
    dealership_id: location.dealershipId,
    file: null,
    images,
    thumbnails: images,
    primary_image_url: images[0] ?? null,
    standardEquipment: rng.chance(0.1) ? [] : equip.filter(() => rng.chance(0.45)),
    private_suburb: null,
    private_postcode: null,
    carsales_title: name,
    sold_date_timestamp:
      soldDaysAgo === null ? null : Math.floor((now.getTime() - soldDaysAgo * DAY) / 1000),
    show_on_dealer_website: !rng.chance(0.03),
    payment_processors: site.checkout ? ['stripe'] : [],
    checkout_enabled: site.checkout === true && status === 'in_stock' && price <= 80000,
    has_nvic: !isCaravan,
    item_type: isCaravan ? 'caravan' : 'car',
    variant: vm
      ? {
          enginesize: Math.round(vm.engine * 1000),
          enginesize_litres: vm.engine,
          cylinders: vm.cylinders,
          induction: vm.engine > 0 ? rng.pick(['Turbo', 'Aspirated']) : null,
          geartype: trans,
          fuelconsumptioncombined: fuel === 'Electric' ? 0 : Math.round(rng.int(42, 115)) / 10,
          fuelcapacity: fuel === 'Electric' ? 0 : rng.int(40, 93),
          ...bodyFigures(rng, model.body, newPrice),
          torque: rng.int(130, 700),
          ancaprating: rng.pick([5, 5, 5, 4]),
          bodyconfiguration: model.body,
        }
      : null,
    specifications: isCaravan ? caravanSpecs(rng, model as CaravanModel) : null,
    autograb_data:
      carType === 'used' && !isCaravan
        ? {
            state_average_market_price: rng.chance(0.85) ? price + rng.int(-15, 30) * 100 : null,
            average_market_price: price + rng.int(-10, 25) * 100,
          }
        : null,
    youxQuote: null,
    finance_lenders: null,
    location: {
      id: location.id,
      name: location.name,
      phone: location.phone,
      address: {
        street: location.street,
        city: location.city,
        state: location.state,
        postcode: location.postcode,
        place_url: null,
        id: location.id,
      },
      distribution_locations: [],
    },
  };
  agree(car);
  // Its own numbers, so the other cars' draws stay as they were.
  Object.assign(car, priceStory(car, now, new Rng(id * 7 + 3)));
  if (car.dealercomments)
    car.dealercomments = dealerComments(car, car.dealercomments === 'long', new Rng(id), now);
  // A used car's history check, as the store would keep it: searched in the 20 days to the snapshot.
  if (carType === 'used' && car.vin)
    car.history_check = embeddedCheck(car.vin, new Date(now.getTime() - (id % 20) * DAY));
  // Finance figures for the price the car is listed at (its offer price when it has one).
  const listed = currentPrice(car);
  if (site.subscriptions && listed > 500) {
    car.youxQuote = lenderTerms ? storedQuote(lenderTerms, listed, year, now) : null;
    car.finance_lenders = { AusLoans: lender(rng, listed) };
  }
  return car;
}

/**
 * A plausible listing history, as the stock import would have kept it: first listed
 * when created; a car with a Was price was advertised at it first, and a new car on offer at its
 * full price; about a third of the used and demo cars listed over two weeks were cut once or
 * twice, by $500 to $2,000 a time. Every history ends at the price the car shows.
 */
export function priceStory(
  car: Car,
  now: Date,
  rng: Rng,
): { first_listed_at: string; price_history: NonNullable<Car['price_history']> } {
  const first = car.created_at;
  const shown = currentPrice(car);
  if (shown <= 10) return { first_listed_at: first, price_history: [] };
  const start = Date.parse(first);
  const end = car.sold_date_timestamp ? car.sold_date_timestamp * 1000 : now.getTime();
  const days = (end - start) / DAY;
  let cuts: number[] = [];
  if (car.before_price && car.before_price > shown) cuts = [car.before_price - shown];
  else if (car.offer_price && car.offer_price > 10 && car.price > car.offer_price)
    cuts = [car.price - car.offer_price];
  else if (car.car_type !== 'new' && days > 14 && rng.chance(0.35))
    cuts = Array.from({ length: rng.int(1, 2) }, () => rng.int(1, 4) * 500);
  if (days < 1) cuts = [];
  let price = shown + cuts.reduce((a, b) => a + b, 0);
  const history = [{ at: new Date(start).toISOString(), price }];
  cuts.forEach((cut, i) => {
    // Each cut some days after the last, spread over the time listed.
    const share = (i + rng.int(40, 95) / 100) / cuts.length;
    price -= cut;
    const at = Math.min(end - 3_600_000, start + Math.floor(share * days) * DAY + 9 * 3_600_000);
    history.push({ at: new Date(at).toISOString(), price });
  });
  return { first_listed_at: first, price_history: history };
}

/**
 * Makes a drawn car agree with itself, without drawing again (the feed's other cars stay as they
 * are): built before it was complied; leather seats in a leather interior; an electric car with
 * a single-speed drive and no engine; a car coming soon with no kilometres yet; a caravan's berths
 * that fit its layout's name, and no washing machine in a camper trailer.
 */
function agree(car: Car) {
  const [cm, cy] = car.compliance_date!.split('/');
  const [bm, by] = car.build_date!.split('/');
  if (cy === by && Number(bm) > Number(cm)) {
    car.compliance_date = `${bm}/${cy}`;
    car.build_date = `${cm}/${by}`;
  }
  if (car.standardEquipment.includes('Leather seats'))
    car.interior_colour = car.interior_colour!.replace('Cloth', 'Leather');
  if (car.simple_fuel === 'Electric') {
    car.trans = '1 Speed Automatic';
    car.engine_size = null;
    car.cylinders = null;
    car.engine_size_litres = null;
    if (car.variant)
      Object.assign(car.variant, {
        enginesize: null,
        enginesize_litres: null,
        cylinders: null,
        induction: null,
      });
  }
  if (car.status === 'coming_soon' && car.km !== null) car.km = 0;
  const spec = car.specifications;
  if (spec && car.badge) {
    if (/couples/i.test(car.badge)) spec.sleeps = 2;
    if (/family/i.test(car.badge)) spec.sleeps = Math.max(spec.sleeps ?? 0, 4);
  }
  if (car.simple_body === 'softtop')
    car.standardEquipment = car.standardEquipment.filter(
      (e) => !/washing machine|ensuite/i.test(e),
    );
}

/** A caravan's size and masses: tare grows with length, and the ATM is tare plus a payload. */
function caravanSpecs(rng: Rng, model: CaravanModel) {
  const length = rng.int(model.length[0] * 10, model.length[1] * 10) / 10;
  const tare = Math.round((length * 340 + rng.int(-15, 15) * 10) / 10) * 10;
  return {
    body_width: rng.int(230, 250) / 100,
    body_length: length,
    tare_weight: tare,
    axle_type: rng.pick(model.axle),
    sleeps: rng.pick(model.sleeps),
    aggregate_trailer_mass: tare + rng.int(3, 9) * 100,
  };
}

/**
 * The car's stored quick quote (spec §3 youxQuote): what the dealer's own lender quotes for it
 * with the spec §9 defaults (its price, 5 years, a Great credit history), from the same function
 * that answers the live quote, so the stored and the live figure agree.
 */
function storedQuote(
  terms: LenderTerms,
  price: number,
  year: number,
  now: Date,
): QuoteAnswer | null {
  return embeddedQuote(
    terms,
    {
      purchasePrice: price,
      loanTerm: QUOTE_DEFAULTS.loanTerm,
      selfAssessedCreditScore: QUOTE_DEFAULTS.selfAssessedCreditScore,
      year,
    },
    now,
  );
}

/**
 * A second lender's advertised figures for the car (spec §3 finance_lenders): its own rate, and
 * the repayment and comparison rate worked out from it by the site's loan arithmetic (10%
 * deposit, no final payment, 5 years, no fees), so a lower rate never shows a higher repayment.
 */
function lender(rng: Rng, price: number) {
  const rate = rng.int(629, 1149) / 100;
  const deposit = Math.round(price * 0.1);
  const loan = { price, deposit, residual: 0, ratePercent: rate, termYears: 5 };
  const weekly = repayment({ ...loan, frequency: 'weekly' });
  return {
    interestRate: rate,
    comparisonRate: rate,
    paymentWeek: Math.round(weekly),
    paymentMonth: Math.round(repayment({ ...loan, frequency: 'monthly' })),
    deposit,
    termYears: 5,
    term: { unit: 'years' },
    balloon: 0,
    disclaimer:
      'Based on a 5-year secured loan with a 10% deposit and no final payment, with no fees. Subject to lender approval.',
  };
}

import type { Car, CarType } from '~/catalogue/car.schema.ts';
import { currentPrice } from '~/features/car/pricing.ts';
import { slugify } from '~/features/content/links.ts';
import { embeddedCheck } from '~/services/history/embedded.server.ts';
import type { LenderTerms } from '~/services/lender/embedded.ts';

import { lender, storedQuote } from './car-finance.ts';
import { rego, vin } from './car-ids.ts';
import { bodyFigures, caravanSpecs } from './car-specs.ts';
import { paints } from './colours.ts';
import { dealerComments } from './comments.ts';
import { angles, photoPath } from './photos.ts';
import { priceStory } from './price-story.ts';
import { Rng } from './random.ts';
import type { SampleLocation, SampleSite } from './sites.ts';
import type { CaravanModel, VehicleModel } from './vehicle-model.ts';
import { caravanMakes, makes, seriesSince } from './vehicles.ts';

const DAY = 86_400_000;
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

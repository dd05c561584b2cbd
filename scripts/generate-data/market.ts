/**
 * The sample market the embedded trade-in services read (data/market/): a register of number
 * plates by state, each a car of the catalogue (make, model, badge, series of its year, body,
 * transmission, fuel, paint), and the asking prices of cars advertised around Australia in the 30
 * days to the snapshot, priced as the sample stock is (a new price that loses 14% a year, km that
 * grow 9,000 to 21,000 a year). Cars from $70,000 new are seldom advertised, so their valuations
 * can find too few comparable cars, as they would in life.
 */
import type { BodyType, Car } from '~/catalogue/car.schema.ts';
import type { AuState, RegoVehicle } from '~/services/rego/rego.ts';
import { AU_STATES } from '~/services/rego/rego.ts';
import type { MarketSample } from '~/services/valuer/valuer.ts';

import { paints } from './colours.ts';
import type { Rng } from './random.ts';
import type { VehicleModel } from './vehicle-model.ts';
import { makes, seriesSince } from './vehicles.ts';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';

/** A plate in the state's current general-issue format (letters L, digits D). */
const FORMATS: Record<AuState, string> = {
  NSW: 'LLLDDL',
  VIC: 'DLLDLL',
  QLD: 'DDDLLL',
  SA: 'SDDDLLL',
  WA: 'DLLLDDD',
  TAS: 'LDDLL',
  ACT: 'YLLDDL',
  NT: 'CLDDLL',
};

function plate(rng: Rng, state: AuState): string {
  return [...FORMATS[state]]
    .map((c) => (c === 'L' ? rng.pick([...LETTERS]) : c === 'D' ? rng.pick([...DIGITS]) : c))
    .join('');
}

/** How often each state's cars are met (registrations, roughly). */
const STATE_WEIGHTS: [AuState, number][] = [
  ['NSW', 31],
  ['VIC', 26],
  ['QLD', 21],
  ['WA', 11],
  ['SA', 7],
  ['TAS', 2],
  ['ACT', 1.5],
  ['NT', 0.5],
];
function pickState(rng: Rng): AuState {
  let r = rng.next() * STATE_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  for (const [state, w] of STATE_WEIGHTS) if ((r -= w) < 0) return state;
  return 'NSW';
}

const cars = Object.entries(makes).flatMap(([make, models]) =>
  models.map((model) => ({ make, model })),
);
const since = (make: string, model: VehicleModel) =>
  Math.max(2008, seriesSince[`${make} ${model.name}`] ?? 2013);

/** The register: `count` plates, about one in five on a car too old or far gone for an online figure. */
export function generateRegister(rng: Rng, count: number, year: number): RegoVehicle[] {
  const seen = new Set<string>();
  const out: RegoVehicle[] = [];
  while (out.length < count) {
    const { make, model } = rng.pick(cars);
    const first = since(make, model);
    // Older than its current series: an earlier generation, whose series code we do not list.
    const built = rng.chance(0.2) ? rng.int(first - 6, first - 1) : rng.int(first, year - 1);
    const state = pickState(rng);
    const p = plate(rng, state);
    if (seen.has(`${state} ${p}`)) continue;
    seen.add(`${state} ${p}`);
    out.push({
      plate: p,
      state,
      year: built,
      make,
      model: model.name,
      badge: rng.pick(model.badges),
      series:
        built >= first
          ? rng.pick(model.series).replace(/MY\d\d$/, `MY${String(built).slice(2)}`)
          : null,
      body: model.body as BodyType,
      transmission: rng.pick(model.trans),
      fuel: rng.pick(model.fuel),
      colour: rng.pick(rng.pick(paints).names),
    });
  }
  return out.sort((a, b) => a.state.localeCompare(b.state) || a.plate.localeCompare(b.plate));
}

/**
 * Cars advertised in the 30 days to the snapshot, by make and model: [year, km, price, state,
 * days before the snapshot]. Each model has its own popularity; a rare one has a handful.
 */
export function generateListings(rng: Rng, year: number): MarketSample['listings'] {
  const out: MarketSample['listings'] = {};
  for (const { make, model } of cars) {
    // Cars from $70,000 new are seldom advertised; the rest, often.
    const popularity = model.price[0] >= 70_000 ? 0.15 : 0.8 + rng.next() * 1.4;
    const rows: MarketSample['listings'][string] = [];
    for (let built = since(make, model) - 4; built <= year - 1; built++) {
      const n = Math.round(popularity * rng.int(6, 14));
      for (let i = 0; i < n; i++) {
        const age = Math.max(0, year - built);
        const newPrice = rng.price(model.price[0], model.price[1]);
        const km = Math.max(1500, Math.round((age * rng.int(9000, 21000)) / 100) * 100);
        const price = Math.max(
          2990,
          rng.price(newPrice * 0.86 ** age * 0.9, newPrice * 0.86 ** age * 1.1),
        );
        rows.push([built, km, price, pickState(rng), rng.int(0, 29)]);
      }
    }
    out[`${make}|${model.name}`] = rows;
  }
  return out;
}

const DAY = 86_400_000;

/**
 * The market sample joined by the sample dealers' own used cars in stock that were advertised in
 * its 30 days (each dealer's stock in turn, in slug order), so the valuer's comparables include
 * what the sample dealers ask. Joined here, once, when the sample is written: a build reads only
 * data/market/, and one dealer's stock changing leaves every other dealer's build as it was.
 */
export function withAdvertisedStock(
  listings: MarketSample['listings'],
  snapshotAt: Date,
  stocks: readonly (readonly Partial<Car>[])[],
): MarketSample['listings'] {
  const to = snapshotAt.getTime();
  const out: MarketSample['listings'] = Object.fromEntries(
    Object.entries(listings).map(([k, rows]) => [k, [...rows]]),
  );
  for (const cars of stocks)
    for (const car of cars) {
      const state = AU_STATES.find((s) => s === car.state);
      const days = Math.floor((to - new Date(car.created_at ?? 0).getTime()) / DAY);
      if (
        car.car_type !== 'used' ||
        car.status !== 'in_stock' ||
        !car.make ||
        !car.model ||
        !car.year ||
        !car.km ||
        !car.price ||
        !state ||
        days < 0 ||
        days > 29
      )
        continue;
      (out[`${car.make}|${car.model}`] ??= []).push([car.year, car.km, car.price, state, days]);
    }
  return out;
}

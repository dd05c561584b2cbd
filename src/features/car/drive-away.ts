import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { AU_STATES, type AuState } from '~/services/rego/rego.ts';

import { advertisedPrice, formatAud } from './pricing.ts';
import { type DutyEngine, stampDuty, STATE_CHARGES } from './state-charges.ts';

/**
 * Whether a car's advertised price leaves the government charges to be added: the feed's price
 * type says so ('Excl. Govt. Charges', 'Plus ORC', 'Before on-road costs'). A drive-away price,
 * or one with no type, is taken as the whole price.
 */
export const excludesGovernmentCharges = (car: Pick<Car, 'price_type'>): boolean =>
  /excl|\bplus\b|\+\s*orc|before on.?road|\begc\b/i.test(car.price_type ?? '');

/** What stamp duty depends on, from the feed's fuel and cylinders. */
export function dutyEngine(car: Pick<Car, 'simple_fuel' | 'fuel' | 'cylinders'>): DutyEngine {
  const fuel = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`.toLowerCase();
  const hybrid = fuel.includes('hybrid');
  return {
    electric: !hybrid && fuel.includes('electric'),
    hybrid,
    cylinders: car.cylinders ?? null,
  };
}

export interface DriveAwayPart {
  label: string;
  amount: number;
}

export interface DriveAwayEstimate {
  /** The estimated drive-away price, in whole dollars. */
  total: number;
  state: AuState;
  /** The advertised price, then each charge added to it, in whole dollars; they sum to `total`. */
  parts: DriveAwayPart[];
  /** The date the state's figures are current from (ISO), to say how fresh the estimate is. */
  asAt: string;
}

/**
 * A car's estimated drive-away price in a state: its advertised price, the dealer's delivery fee,
 * the state's stamp duty on the two together (the dutiable value of a new car includes the
 * delivery the buyer pays), and a year's registration with CTP. Whole dollars, each part rounded
 * so the parts add up to the total. Null when the price already includes them, or the car has no
 * price.
 */
export function driveAwayEstimate(
  car: Pick<
    Car,
    'price' | 'offer_price' | 'price_type' | 'simple_fuel' | 'fuel' | 'cylinders' | 'car_type'
  >,
  state: AuState,
  deliveryFee: number,
): DriveAwayEstimate | null {
  const price = advertisedPrice(car);
  if (price === null || car.car_type === 'used' || !excludesGovernmentCharges(car)) return null;
  const charges = STATE_CHARGES[state];
  const duty = Math.ceil(stampDuty(state, price + deliveryFee, dutyEngine(car)));
  const parts: DriveAwayPart[] = [
    { label: 'Advertised price', amount: price },
    ...(deliveryFee > 0 ? [{ label: 'Dealer delivery', amount: deliveryFee }] : []),
    { label: `${state} stamp duty`, amount: duty },
    { label: 'Registration and CTP insurance, 12 months', amount: charges.registration },
  ];
  return {
    total: parts.reduce((sum, p) => sum + p.amount, 0),
    state,
    parts,
    asAt: charges.asAt,
  };
}

const AS_AT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An estimate as a buyer reads it beside the price. */
export interface DriveAwayText {
  state: AuState;
  /** 'New South Wales', 'the Australian Capital Territory'. */
  stateName: string;
  /** '$81,234'. */
  total: string;
  /** The same in whole dollars. */
  amount: number;
  /** What the figure is: 'Estimated drive-away, NSW'. */
  label: string;
  /** Each part and its amount: ['NSW stamp duty', '$2,850']. */
  parts: [string, string][];
  /** Whose estimate, on what figures, and that the dealer confirms the price. */
  note: string;
}

/** What an estimated drive-away figure is, beside it: 'Estimated drive-away, NSW'. */
export const driveAwayLabel = (state: string) => `Estimated drive-away, ${state}`;

/**
 * An estimate where there is room for its figure only (a card, compare, print, the PDF, the
 * garage): '$81,234' and its label. Each says it is an estimate and for which state; its parts
 * are on the car's page.
 */
export const driveAwayBrief = (e: { total: number; state: string }) => ({
  text: formatAud(e.total),
  label: driveAwayLabel(e.state),
});
export type DriveAwayBrief = ReturnType<typeof driveAwayBrief>;

export function driveAwayText(e: DriveAwayEstimate): DriveAwayText {
  const c = STATE_CHARGES[e.state];
  return {
    state: e.state,
    stateName: c.name,
    total: formatAud(e.total),
    amount: e.total,
    label: driveAwayLabel(e.state),
    parts: e.parts.map((p) => [p.label, formatAud(p.amount)]),
    note: `An estimate for a private buyer registering the car in ${c.name}, on the charges current from ${AS_AT.format(new Date(e.asAt))}. Stamp duty: ${c.dutyRule}. Registration and CTP: ${c.registrationRule}. They vary with the car and where you live; we confirm the drive-away price before you buy.`,
  };
}

/** What of a location the sale state needs. */
export interface SaleLocation {
  id: number;
  address: { state: AuState };
}

/** The state a car is sold from: its own (the feed's), else its location's, else the dealer's. */
export function saleState(
  car: Pick<Car, 'state' | 'location_id'>,
  locations: readonly SaleLocation[],
  dealerState: AuState,
): AuState {
  const own = car.state?.trim().toUpperCase();
  return (
    AU_STATES.find((s) => s === own) ??
    locations.find((l) => l.id === car.location_id)?.address.state ??
    dealerState
  );
}

/**
 * The drive-away estimate a listed car leads with, on its page, card, feeds and checks: in the
 * state it is sold from, with the dealer's delivery fee; null when its price already includes the
 * charges, or when it is no longer in stock (a sold car states no price to drive away at).
 */
export const firstDriveAway = (
  car: Parameters<typeof driveAwayEstimate>[0] & Pick<Car, 'state' | 'location_id' | 'status'>,
  config: Pick<DealerConfig, 'vehiclePage' | 'address'>,
  locations: readonly SaleLocation[],
): DriveAwayEstimate | null =>
  isInStock(car)
    ? driveAwayEstimate(
        car,
        saleState(car, locations, config.address.state),
        config.vehiclePage.deliveryFee,
      )
    : null;

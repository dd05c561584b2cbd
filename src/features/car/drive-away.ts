import type { Car } from '~/catalogue/car.schema.ts';

import { advertisedPrice } from './pricing.ts';
import { type DutyEngine, stampDuty, type State, STATE_CHARGES } from './state-charges.ts';

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
  state: State;
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
  state: State,
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

import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import type { Features } from '~/config/schema/features.ts';

export type TagColour = 'red' | 'green';
export type CardTag =
  { kind: 'text'; text: string; colour: TagColour } | { kind: 'image'; src: string; alt: string };

/**
 * The tag settings of a dealer file, and nothing else of it: they go to the browser with every
 * card, so a whole `features` object would carry every other switch there too.
 */
export const tagSettings = (config: {
  features: TagSettings['features'];
  inventory: { specifications: TagSettings['specifications'] };
}): TagSettings => {
  const f = config.features;
  return {
    features: {
      electricHybridTags: f.electricHybridTags,
      certifiedPreOwned: f.certifiedPreOwned,
      runoutTagGreen: f.runoutTagGreen,
      priceDropTag: f.priceDropTag,
      priceDropDays: f.priceDropDays,
    },
    specifications: config.inventory.specifications,
  };
};

export interface TagSettings {
  features: Pick<
    Features,
    'electricHybridTags' | 'certifiedPreOwned' | 'runoutTagGreen' | 'priceDropTag' | 'priceDropDays'
  >;
  specifications: {
    just_arrived_days: number;
    just_arrived_tag_name: string;
    sold_tag_name: string;
  };
}

const DAY_MS = 86_400_000;
type TagCar = Pick<
  Car,
  | 'status'
  | 'reserved'
  | 'certified'
  | 'car_type'
  | 'make'
  | 'tag'
  | 'created_at'
  | 'simple_fuel'
  | 'fuel'
> & {
  /** When the shown price was last cut and still stands, in seconds (the search record's `reduced_at`). */
  reduced_at?: number | null;
};

/** 'Electric' or 'Hybrid' from the car's fuel, or null. */
export function powertrainTag(
  car: Pick<Car, 'simple_fuel' | 'fuel'>,
): 'Electric' | 'Hybrid' | null {
  const fuel = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`.toLowerCase();
  if (fuel.includes('electric') && !fuel.includes('hybrid')) return 'Electric';
  if (fuel.includes('hybrid')) return 'Hybrid';
  return null;
}

/** Whether a time (ms) is at most `days` before `now`, and not after it. */
function within(at: number, days: number, now: Date): boolean {
  const age = now.getTime() - at;
  return age >= 0 && age <= days * DAY_MS;
}

const text = (t: string, colour: TagColour = 'red'): CardTag => ({ kind: 'text', text: t, colour });

/**
 * Spec States Card tag priority. A car not in stock shows the sold tag. In stock, the first that
 * applies: electric/hybrid (where enabled); Reserved; 'Price drop' (a cut within the configured
 * days that still stands, where enabled); the certified-pre-owned image (certified
 * used cars of the configured make); the car's own tag (green for 'runout sale' where configured);
 * COMING SOON; the just-arrived tag (created within the configured days); else no tag.
 * Tags are red unless stated.
 */
export function cardTag(car: TagCar, settings: TagSettings, now: Date): CardTag | null {
  const { features, specifications } = settings;
  if (!isInStock(car)) return text(specifications.sold_tag_name);
  const powertrain = features.electricHybridTags ? powertrainTag(car) : null;
  if (powertrain) return text(powertrain);
  if (car.reserved) return text('Reserved');
  if (
    features.priceDropTag &&
    car.reduced_at != null &&
    within(car.reduced_at * 1000, features.priceDropDays, now)
  )
    return text(PRICE_DROP);
  const cpo = features.certifiedPreOwned;
  if (
    cpo &&
    car.certified &&
    car.car_type === 'used' &&
    car.make.toLowerCase() === cpo.make.toLowerCase()
  ) {
    return { kind: 'image', src: cpo.image, alt: `${cpo.make} Certified Pre-Owned` };
  }
  if (car.tag?.trim()) {
    const runout = car.tag.trim().toLowerCase() === 'runout sale';
    return text(car.tag.trim(), runout && features.runoutTagGreen ? 'green' : 'red');
  }
  if (car.status === 'coming_soon') return text('COMING SOON');
  if (within(Date.parse(car.created_at), specifications.just_arrived_days, now))
    return text(justArrivedText(specifications.just_arrived_tag_name, car.car_type));
  return null;
}

/** The tag of a car whose price was cut lately. */
export const PRICE_DROP = 'Price drop';

/** What a used or demo car that has just arrived reads when the dealer's tag name says 'New'. */
export const JUST_ARRIVED = 'Just Arrived';

/**
 * The just-arrived tag's text: the dealer's name for it, except that no used or demo car ever
 * reads 'New' (spec States' default name, right only where the car is new): those read 'Just Arrived'.
 */
export function justArrivedText(name: string, carType: Car['car_type']): string {
  return carType !== 'new' && name.trim().toLowerCase() === 'new' ? JUST_ARRIVED : name;
}

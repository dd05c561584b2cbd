import type { DealerConfig } from '~/config/schema/index.ts';
import { formatKm } from '~/features/car/labels.ts';

import { FACET_LIMITS } from './facets.ts';
import { bodyName } from './landings.ts';
import { RANGE_FACETS } from './record.ts';

export type FilterGroup =
  | {
      kind: 'list';
      attribute: string;
      title: string;
      limit: number;
      labels?: Record<string, string>;
      hide?: string[];
      order?: 'count' | 'carType';
    }
  | { kind: 'makes'; attribute: 'make'; title: string }
  | {
      kind: 'range';
      attribute: 'price' | 'subscription_price' | 'km' | 'year';
      title: string;
      unit: 'money' | 'weekly' | 'km' | 'year';
    };

export type RangeUnit =
  Extract<FilterGroup, { kind: 'range' }>['unit'] | 'seats' | 'berths' | 'towing' | 'atm';

/**
 * The units of every range the search carries, sliders or not (seats, towing, berths and ATM are
 * set by a typed phrase or a shared link), for their chips.
 */
export const RANGE_UNITS: Record<(typeof RANGE_ATTRIBUTES)[number], RangeUnit> = {
  price: 'money',
  subscription_price: 'weekly',
  km: 'km',
  year: 'year',
  seats: 'seats',
  towing_kg: 'towing',
  sleeps: 'berths',
  atm_kg: 'atm',
};

const kg = (n: number) => `${n.toLocaleString('en-AU')} kg`;

/**
 * A range value as buyers read it: '$5,000', '$150/wk', '50,000 km', '2019', '7 seats',
 * '4 berths', '3,500 kg towing', '2,500 kg ATM'.
 */
export function rangeValueText(unit: RangeUnit, n: number): string {
  if (unit === 'year') return String(n);
  if (unit === 'km') return formatKm(n);
  if (unit === 'seats') return `${n} seats`;
  if (unit === 'berths') return `${n} berths`;
  if (unit === 'towing') return `${kg(n)} towing`;
  if (unit === 'atm') return `${kg(n)} ATM`;
  return `$${n.toLocaleString('en-AU')}${unit === 'weekly' ? '/wk' : ''}`;
}

/** A chosen range's chip: 'Up to $5,000', 'From 2019', 'From 7 seats' (not the search library's '≤ 5000'). */
export function rangeChipLabel(unit: RangeUnit, operator: string, n: number): string {
  const value = rangeValueText(unit, n);
  return operator.startsWith('<')
    ? `Up to ${value}`
    : operator.startsWith('>')
      ? `From ${value}`
      : value;
}

/**
 * The price chip of a weekly budget the buyer typed: their budget, then the price it buys, which
 * is what the search filters by ('Up to $300/wk ($70,557)').
 */
export const weeklyBudgetChipLabel = (perWeek: number, price: number) =>
  `Up to ${rangeValueText('weekly', perWeek)} (${rangeValueText('money', price)})`;

/** Attributes the search filters by range: one list with the index's (record.ts). */
export const RANGE_ATTRIBUTES = RANGE_FACETS;

const BODY_LABELS = Object.fromEntries(
  [
    'suv',
    'ute',
    'van',
    'hatch',
    'sedan',
    'wagon',
    'coupe',
    'convertible',
    'peopleMover',
    'bus',
    'hardtop',
    'softtop',
    'motorhome',
    'cabChassis',
    'lightTruck',
  ].map((b) => [b, bodyName(b)]),
);

/**
 * The filter sidebar of a site, in order (spec Screens): condition, makes and models, body, price,
 * weekly price (subscription sites), km, year, fuel, transmission, drive, colour, places, certified,
 * features. Limited to `search.maxFilterGroups` where the dealer file sets it (spec Constants).
 */
export function filterGroups(
  config: DealerConfig,
  counts: { dealerships: number; cities: number },
  /**
   * How many different values the listed cars have for the attribute. A filter needs two to
   * choose between: one with none is left out (a caravan yard has no Kilometres or Transmission),
   * and so is one with a single value (a used-car yard's Condition would offer only Used, which
   * filters nothing). Make & Model stays with one make: its models are the choice.
   */
  choices: (attribute: string) => number = () => Number.POSITIVE_INFINITY,
): FilterGroup[] {
  const used = config.features.preOwnedWording ? 'Pre-Owned' : 'Used';
  const groups: FilterGroup[] = [
    {
      kind: 'list',
      attribute: 'car_type',
      title: 'Condition',
      limit: 3,
      labels: { new: 'New', demo: 'Demo', used },
      order: 'carType',
    },
    { kind: 'makes', attribute: 'make', title: 'Make & Model' },
    { kind: 'list', attribute: 'body', title: 'Body Type', limit: 20, labels: BODY_LABELS },
    { kind: 'range', attribute: 'price', title: 'Price', unit: 'money' },
  ];
  if (config.features.offersSubscription)
    groups.push({
      kind: 'range',
      attribute: 'subscription_price',
      title: 'Weekly Price',
      unit: 'weekly',
    });
  groups.push(
    { kind: 'range', attribute: 'km', title: 'Kilometres', unit: 'km' },
    { kind: 'range', attribute: 'year', title: 'Year', unit: 'year' },
    { kind: 'list', attribute: 'fuel', title: 'Fuel', limit: 10 },
    { kind: 'list', attribute: 'transmission', title: 'Transmission', limit: 5 },
    { kind: 'list', attribute: 'drive', title: 'Drive Type', limit: 10 },
    { kind: 'list', attribute: 'colour', title: 'Colour', limit: 10 },
  );
  if (counts.cities > 1)
    groups.push({ kind: 'list', attribute: 'city', title: 'City', limit: FACET_LIMITS.city });
  if (counts.dealerships > 1)
    groups.push({
      kind: 'list',
      attribute: 'dealership_name',
      title: 'Dealership',
      limit: FACET_LIMITS.dealership,
    });
  if (config.features.certifiedPreOwned) {
    groups.push({
      kind: 'list',
      attribute: 'certified',
      title: 'Certified Pre-Owned',
      limit: 2,
      labels: { true: 'Certified', false: 'Not certified' },
      ...(config.features.certifiedOnly ? { hide: ['false'] } : {}),
    });
  }
  groups.push({ kind: 'list', attribute: 'filtered_features', title: 'Features', limit: 8 });
  const shown = groups.filter((g) => choices(g.attribute) >= (g.kind === 'makes' ? 1 : 2));
  return config.search.maxFilterGroups ? shown.slice(0, config.search.maxFilterGroups) : shown;
}

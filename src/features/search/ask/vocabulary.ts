import type { DealerConfig } from '~/config/schema/index.ts';
import { bodyLabel } from '~/features/car/labels.ts';

import { RANGE_ATTRIBUTES } from '../groups.ts';
import type { SearchRecord } from '../record.ts';
import { NOUN_SLANG, SYNONYMS, WORD_FACETS, type WordFacet } from './synonyms.ts';

/**
 * What a dealer's stock gives the phrase reader, worked out by the build from the search records:
 * each word facet's values, which makes each model belongs to, which ranges have figures, the
 * "low km" threshold and the dealer's sort options. The shared synonyms (`synonyms.ts`) are
 * matched against it in the browser, so only the dealer's own words are shipped.
 */
export interface AskVocabulary {
  values: Partial<Record<WordFacet, string[]>>;
  /** Model → the makes that sell it. */
  modelMakes: Record<string, string[]>;
  /** Range attributes some listed car has a figure for (a caravan yard has no km). */
  ranges: string[];
  /** "Low km": at most this many kilometres (dealer file `search.lowKm`). */
  lowKm: number;
  /**
   * A weekly budget as a price: [weekly, the highest price whose weekly estimate is at most it],
   * ascending, from the same estimate as every car's 'Only $X/wk'. Null where the weekly figure is
   * a subscription price (`subscription_price`) or the dealer shows no estimate.
   */
  weekly: [number, number][] | null;
  /** The dealer's sort option values ('price:asc'). */
  sorts: string[];
  /** What the dealer sells, as buyers say it ('caravan', 'vans'): words that filter nothing. */
  nouns: string[];
}

/** Range attributes a phrase can set, as the search's URL parameters name them. */
export type AskRangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

/** Weekly budgets the table gives a price for, $ a week. */
const WEEKLY_STEPS = Array.from({ length: 40 }, (_, i) => 25 * (i + 2));

export function askVocabulary(
  records: readonly SearchRecord[],
  config: Pick<DealerConfig, 'search' | 'features' | 'inventory'>,
  /** The highest price whose weekly estimate is at most a weekly amount; null without estimates. */
  priceForWeekly: ((weekly: number) => number) | null,
): AskVocabulary {
  const singular = config.inventory.noun.singular.toLowerCase();
  const plural = config.inventory.noun.plural.toLowerCase();
  const values: AskVocabulary['values'] = {};
  for (const facet of WORD_FACETS) {
    const seen = new Set<string>();
    for (const r of records) {
      const v = r[facet];
      for (const x of Array.isArray(v) ? v : [v]) if (typeof x === 'string' && x) seen.add(x);
    }
    if (seen.size) values[facet] = [...seen].sort();
  }
  const modelMakes: Record<string, string[]> = {};
  for (const r of records) {
    const makes = (modelMakes[r.model] ??= []);
    if (!makes.includes(r.make)) makes.push(r.make);
  }
  const ranges = RANGE_ATTRIBUTES.filter((attr) =>
    records.some((r) => typeof r[attr] === 'number' && (r[attr] as number) > 0),
  );
  const weekly =
    priceForWeekly && !config.features.offersSubscription
      ? WEEKLY_STEPS.map((w) => [w, priceForWeekly(w)] as [number, number])
      : null;
  return {
    values,
    modelMakes,
    ranges,
    lowKm: config.search.lowKm,
    weekly,
    sorts: config.search.sortOptions.map((o) => o.value),
    nouns: [...new Set([singular, plural, ...(NOUN_SLANG[singular] ?? [])])],
  };
}

/** The value most records have, or undefined. */
function commonest<T>(values: (T | null | undefined)[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values)
    if (v !== null && v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * A phrase this dealer's stock answers, for the search box's hint, in the stock's own words and
 * short enough for a phone's box: the commonest colour family and body, then the commonest berths
 * where the stock has them, else a round budget above the middle price ('black suv under 50k',
 * 'white hardtop sleeps 2').
 */
export function askExample(records: readonly SearchRecord[]): string {
  const family = commonest(
    records.flatMap((r) => {
      const words = (r.colour ?? '').toLowerCase().split(/\s+/);
      return SYNONYMS.colour.filter((g) => words.some((w) => g.includes(w))).map((g) => g[0]!);
    }),
  );
  const body = commonest(records.map((r) => r.body));
  const prices = records
    .map((r) => r.price)
    .filter((p) => p > 0)
    .sort((a, b) => a - b);
  const middle = prices[Math.floor(prices.length / 2)];
  const sleeps = commonest(records.map((r) => r.sleeps));
  return [
    family,
    body && bodyLabel(body).toLowerCase(),
    sleeps ? `sleeps ${sleeps}` : middle && `under ${Math.ceil(middle / 10000) * 10}k`,
  ]
    .filter(Boolean)
    .join(' ');
}

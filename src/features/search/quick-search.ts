import { bodyLabel, manufacturerDisplayName, modelDisplayName } from '~/features/car/labels.ts';
import { formatAud } from '~/features/car/pricing.ts';

import type { SearchRecord } from './record.ts';

/** Spec-less but expected: the home page's quick search, price ceilings a buyer thinks in. */
const PRICE_CEILINGS = [10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000];

export interface QuickSearchOptions {
  makes: { value: string; label: string; count: number }[];
  /** Models by make (optgroups: the form works without JavaScript). */
  models: { make: string; label: string; models: { value: string; label: string }[] }[];
  /** Max price choices: the `price` range parameter ':{max}' the search page reads. */
  prices: { value: string; label: string }[];
}

/** The home page's quick search (make, model, max price) from the site's own stock. */
export function quickSearchOptions(
  records: readonly Pick<SearchRecord, 'make' | 'model' | 'price'>[],
): QuickSearchOptions {
  const byMake = new Map<string, Map<string, number>>();
  for (const r of records) {
    const models = byMake.get(r.make) ?? byMake.set(r.make, new Map()).get(r.make)!;
    models.set(r.model, (models.get(r.model) ?? 0) + 1);
  }
  const makes = [...byMake].sort((a, b) => a[0].localeCompare(b[0]));
  const top = Math.max(0, ...records.map((r) => r.price));
  const ceilings = PRICE_CEILINGS.filter((_, i) => i === 0 || PRICE_CEILINGS[i - 1]! < top);
  return {
    makes: makes.map(([make, models]) => ({
      value: make,
      label: manufacturerDisplayName(make),
      count: [...models.values()].reduce((a, b) => a + b, 0),
    })),
    models: makes.map(([make, models]) => ({
      make,
      label: manufacturerDisplayName(make),
      models: [...models.keys()]
        .sort()
        .map((m) => ({ value: m, label: modelDisplayName(make, m) })),
    })),
    prices: ceilings.map((p) => ({ value: `:${p}`, label: `Up to ${formatAud(p)}` })),
  };
}

/** Price bands a buyer shops by (upper bounds; the last band is open). */
const PRICE_BANDS = [15000, 25000, 40000];

export interface Shortcut {
  label: string;
  href: string;
  count: number;
}

/**
 * The used-car supermarket's home leads with search and price: stock by price band and by body,
 * each a link to the search page with that filter (`price` range, `body` refinement).
 */
export function shopShortcuts(
  records: readonly Pick<SearchRecord, 'price' | 'body'>[],
  landing: string,
): { prices: Shortcut[]; bodies: Shortcut[] } {
  const base = `/search/${landing}`;
  const bounds = [0, ...PRICE_BANDS, Infinity];
  const prices = bounds.slice(0, -1).map((low, i) => {
    const high = bounds[i + 1]!;
    const count = records.filter((r) => r.price > 0 && r.price >= low && r.price < high).length;
    const label =
      low === 0
        ? `Under ${formatAud(high)}`
        : high === Infinity
          ? `${formatAud(low)} and over`
          : `${formatAud(low)} – ${formatAud(high)}`;
    const range = `${low === 0 ? '' : low}:${high === Infinity ? '' : high - 1}`;
    return { label, href: `${base}?price=${encodeURIComponent(range)}`, count };
  });
  const byBody = new Map<string, number>();
  for (const r of records) if (r.body) byBody.set(r.body, (byBody.get(r.body) ?? 0) + 1);
  const bodies = [...byBody]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 6)
    .map(([body, count]) => ({
      label: bodyLabel(body),
      href: `${base}?body=${encodeURIComponent(body)}`,
      count,
    }));
  return { prices: prices.filter((p) => p.count > 0), bodies };
}

/**
 * The budget quick picks that lead somewhere: each with how many priced cars are at or under it
 * (cars without a price are outside every price filter), leaving out a budget nothing fits.
 */
export function budgetPicks(
  picks: readonly number[],
  records: readonly Pick<SearchRecord, 'price'>[],
): { budget: number; count: number }[] {
  return picks
    .map((budget) => ({
      budget,
      count: records.filter((r) => r.price > 0 && r.price <= budget).length,
    }))
    .filter((p) => p.count > 0);
}

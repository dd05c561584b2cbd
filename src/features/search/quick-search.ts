import { manufacturerDisplayName, modelDisplayName } from '../inventory/labels.ts';
import { formatAud } from '../inventory/pricing.ts';
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

/**
 * The home page's ways into stock that depend on the business: by weekly repayment (a finance
 * dealer), by caravan type with its berths and lengths (a caravan yard) and by brand (a group).
 * Every shortcut is a link to the search page with a filter the search page applies, and its count
 * is what that search shows (cars listed, in stock or just sold, as the search counts them).
 */
import { isInStock } from '~/catalogue/availability.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { bodyLabel, manufacturerDisplayName } from '~/features/car/labels.ts';
import { formatAud } from '~/features/car/pricing.ts';
import { weeklyEstimate } from '~/features/finance/finance-estimate.ts';
import type { SearchRecord } from '~/features/search/record.ts';

export interface Shortcut {
  label: string;
  href: string;
  count: number;
}

/** Weekly repayment bands a finance buyer shops by (upper bounds, $ a week; the last is open). */
export const WEEKLY_BANDS = [100, 150, 200, 300];

/** The highest whole-dollar price whose weekly estimate is at most `weekly` (estimates rise with price). */
export function priceForWeekly(
  weekly: number,
  estimate: (price: number) => number | null,
  /** The highest price the estimate covers (the calculator's maximum); null below it means too small to show. */
  ceiling: number,
): number {
  let low = 0;
  let high = ceiling;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const perWeek = estimate(mid);
    if (perWeek === null || perWeek <= weekly) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The highest price a weekly budget buys at the dealer's own estimate (the 'Only $X/wk' beside
 * every car), for reading "under $300 a week" typed into the search box; null where the dealer
 * shows no estimate.
 */
export function weeklyBudgetPrice(
  config: Pick<DealerConfig, 'finance'>,
): ((weekly: number) => number) | null {
  if (config.finance.provider === 'none') return null;
  return (weekly) =>
    priceForWeekly(
      weekly,
      (price) => weeklyEstimate(price, config)?.perWeek ?? null,
      config.finance.calculator.maxPrice,
    );
}

/**
 * Stock by weekly repayment: each band is the price range whose estimate (the same function as
 * every car's 'Only $X/wk', and as a weekly budget typed into the search box) falls in it, so the link's search and the count agree. Bands nothing
 * falls in are left out.
 */
export function weeklyShortcuts(
  records: readonly Pick<SearchRecord, 'price'>[],
  /** The highest price a weekly figure buys (`weeklyBudgetPrice`). */
  priceFor: (weekly: number) => number,
  landing: string,
  bands: readonly number[] = WEEKLY_BANDS,
): Shortcut[] {
  const edges = bands.map(priceFor);
  const base = `/search/${landing}`;
  return [...bands, Infinity]
    .map((weekly, i) => {
      const low = i === 0 ? 0 : edges[i - 1]! + 1;
      const high = weekly === Infinity ? Infinity : edges[i]!;
      const count = records.filter((r) => r.price > 0 && r.price >= low && r.price <= high).length;
      const label =
        i === 0
          ? `Under ${formatAud(weekly)}/wk`
          : weekly === Infinity
            ? `${formatAud(bands[i - 1]!)}/wk and over`
            : `${formatAud(bands[i - 1]!)} – ${formatAud(weekly)}/wk`;
      const range = `${low === 0 ? '' : low}:${high === Infinity ? '' : high}`;
      return { label, href: `${base}?price=${encodeURIComponent(range)}`, count };
    })
    .filter((s) => s.count > 0);
}

/** The in-stock car with the lowest price (the 'from' of a weekly figure), or null. */
export function cheapestInStock<T extends Pick<SearchRecord, 'price' | 'status'>>(
  records: readonly T[],
): T | null {
  let best: T | null = null;
  for (const r of records)
    if (r.price > 0 && isInStock(r) && (best === null || r.price < best.price)) best = r;
  return best;
}

const span = (values: number[], unit: (n: number) => string) => {
  if (!values.length) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? unit(min) : `${unit(min)}–${unit(max)}`;
};

export interface TypeShortcut extends Shortcut {
  /** 'Sleeps 2–6', or null when no listing says. */
  sleeps: string | null;
  /** '5.2–7.9 m', or null when no listing says. */
  length: string | null;
  /** The lowest price listed, '$38,990', or null. */
  from: string | null;
}

/**
 * Caravan and motorhome types (the body: hardtop, pop-top, motorhome…) with how many are listed,
 * how many they sleep and how long they are, most listed first; each links to its search.
 */
export function typeShortcuts(
  records: readonly Pick<SearchRecord, 'body' | 'sleeps' | 'length_m' | 'price'>[],
  landing: string,
  plural: string,
): TypeShortcut[] {
  const byBody = new Map<string, Pick<SearchRecord, 'sleeps' | 'length_m' | 'price'>[]>();
  for (const r of records) if (r.body) byBody.set(r.body, [...(byBody.get(r.body) ?? []), r]);
  return [...byBody]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([body, list]) => {
      const prices = list.map((r) => r.price).filter((p) => p > 0);
      const name = bodyLabel(body);
      const sleeps = span(
        list.flatMap((r) => (r.sleeps ? [r.sleeps] : [])),
        String,
      );
      return {
        label: body === 'motorhome' ? `${name}s` : `${name} ${plural.toLowerCase()}`,
        href: `/search/${landing}?body=${encodeURIComponent(body)}`,
        count: list.length,
        sleeps: sleeps ? `Sleeps ${sleeps}` : null,
        length:
          span(
            list.flatMap((r) => (r.length_m ? [r.length_m] : [])),
            (n) => `${n.toFixed(1)}`,
          )?.concat(' m') ?? null,
        from: prices.length ? formatAud(Math.min(...prices)) : null,
      };
    });
}

export interface BrandShortcut extends Shortcut {
  /** The make as stored (the search filter's value). */
  make: string;
  /** Where the group sells the make new: the towns of its locations. */
  places: string[];
}

/**
 * A group's franchise brands: each make it lists new or demo cars of, with how many (its `count`)
 * and the towns that sell it, most listed first, linking to `landing` (the new and demo
 * search) for the make.
 */
export function brandShortcuts(
  records: readonly Pick<SearchRecord, 'make' | 'car_type' | 'city'>[],
  landing: string,
): BrandShortcut[] {
  const brands = new Map<string, { count: number; places: Set<string> }>();
  for (const r of records) {
    if (r.car_type === 'used') continue;
    const b = brands.get(r.make) ?? { count: 0, places: new Set<string>() };
    b.count += 1;
    if (r.city) b.places.add(r.city);
    brands.set(r.make, b);
  }
  return [...brands]
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .map(([make, b]) => ({
      make,
      label: manufacturerDisplayName(make),
      href: `/search/${landing}?make=${encodeURIComponent(make)}`,
      count: b.count,
      places: [...b.places].sort(),
    }));
}

import { formatAud } from '~/features/car/pricing.ts';

import type { WatchItem } from './watch-items.ts';

/** What GET /api/account answers for the garage. */
export interface Garage {
  user: { phone: string; first_name: string | null };
  watchlist: WatchItem[];
  searches: { id: number; url: string; label: string }[];
  finance: { id: string; date: string; amount: number | null; car: string | null }[];
  valuations: SavedValuation[];
}

/** A trade-in valuation sent from this site with the user's phone, as the garage lists it. */
export interface SavedValuation {
  id: string;
  date: string;
  vehicle: Record<string, unknown>;
  result: Record<string, unknown>;
  valid_until: string | null;
}

/** How a saved car's state reads in the garage, or null while it is for sale as it was. */
export function stateNote(state: NonNullable<WatchItem['car']>['state']): string | null {
  if (state === 'sold') return 'Sold since you saved it';
  if (state === 'reserved') return 'Reserved by another buyer';
  if (state === 'coming-soon') return 'Coming soon';
  return null;
}

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** A valuation's car as one line: '2021 Toyota RAV4 GX'. */
export function valuedCar(v: Garage['valuations'][number]): string {
  const { year, make, model, badge } = v.vehicle as Record<string, string | number | undefined>;
  return [year, make, model, badge].filter((p) => p !== undefined && p !== '').join(' ');
}

/** A valuation's outcome as the estimate said it: the figure and range, or why there was none. */
export function valuationLine(v: Garage['valuations'][number]): string {
  const r = v.result as { kind?: string; estimate?: { figure: number; low: number; high: number } };
  if (r.kind === 'estimate' && r.estimate) {
    const { figure, low, high } = r.estimate;
    const range = low < high ? ` (range ${formatAud(low)} to ${formatAud(high)})` : '';
    return `${formatAud(figure)}${range}`;
  }
  return 'No online figure: the team values it in person';
}

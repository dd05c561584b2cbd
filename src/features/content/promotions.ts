import type { CarType } from '~/catalogue/car.schema.ts';

/**
 * Spec States: promotional tiles (and popups with an expiry) show only from their start to their
 * expiry. Times carry their offset (e.g. 2025-07-01T00:00:00+10:00); a date alone means
 * Australian eastern standard time (+10:00), the start of that day or the end of the expiry day.
 */
export function withinWindow(
  start: string | null | undefined,
  expiry: string | null | undefined,
  now: Date,
): boolean {
  const at = (s: string, end: boolean) =>
    Date.parse(/T/.test(s) ? s : `${s}T${end ? '23:59:59.999' : '00:00:00'}+10:00`);
  const t = now.getTime();
  return (!start || at(start, false) <= t) && (!expiry || t <= at(expiry, true));
}

/** Where this browser keeps that the visitor closed a popup (spec States: closing stores hidden locally). */
export const promoHiddenKey = (id: string) => `promo-popup-hidden:${id}`;

/** Spec States promo popup: shown unless closed before (stored locally), before its start or after its expiry. */
export function showPromoPopup(
  hiddenLocally: boolean,
  window: Omit<TileWindow, 'car_conditions'>,
  now: Date,
): boolean {
  return !hiddenLocally && withinWindow(window.start_date, window.expiry_date, now);
}

/** What a promotional tile needs to decide whether it shows. */
export interface TileWindow {
  start_date?: string | null | undefined;
  expiry_date?: string | null | undefined;
  car_conditions?: readonly CarType[] | undefined;
}

/**
 * Spec States: a promotional tile shows within its dates and for its listed car conditions: on a
 * search limited to conditions that are all among them, or with no condition chosen, when every
 * condition the site has in stock is. A tile that lists none shows on every search.
 */
export function tileShows(
  tile: TileWindow,
  now: Date,
  chosen: readonly string[],
  siteConditions: readonly string[],
): boolean {
  if (!withinWindow(tile.start_date, tile.expiry_date, now)) return false;
  const listed = tile.car_conditions ?? [];
  if (listed.length === 0) return true;
  const searched = chosen.length ? chosen : siteConditions;
  return searched.length > 0 && searched.every((c) => (listed as readonly string[]).includes(c));
}

/**
 * The popup a page shows: the first popup not yet expired at `now` (the build's clock; the
 * browser checks again with its own).
 */
export function currentPopup<T extends { kind: string } & TileWindow>(
  promotions: readonly T[],
  now: Date,
): T | null {
  return (
    promotions.find((p) => p.kind === 'popup' && withinWindow(null, p.expiry_date, now)) ?? null
  );
}

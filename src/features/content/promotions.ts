/**
 * Spec §4: promotional tiles (and popups with an expiry) show only from their start to their
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

/** Spec §4 promo popup: shown unless closed before (stored locally) or past its expiry. */
export function showPromoPopup(
  hiddenLocally: boolean,
  expiry: string | null | undefined,
  now: Date,
): boolean {
  return !hiddenLocally && withinWindow(null, expiry, now);
}

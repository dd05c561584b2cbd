/** Spec Errors slider messages, logged (never shown) when a refinement is out of range. */
export const BELOW_RANGE_MINIMUM = 'Cannot refine below the range minimum';
export const ABOVE_RANGE_MAXIMUM = 'Cannot refine above the range maximum';

export interface Range {
  min: number;
  max: number;
}

/** Spec Validation: attributes whose slider values snap to multiples of 1000. */
const SNAP_1000 = new Set(['price', 'km']);

/**
 * Spec Validation slider range: 0 to 100000 unless the facet stats give a maximum above 0. Price and km
 * bounds widen to multiples of 1000. Step is the range divided by 100, rounded (at least 1).
 */
export function sliderRange(
  attribute: string,
  stats: Range | null | undefined,
): Range & { step: number } {
  let { min, max } = stats && stats.max > 0 ? stats : { min: 0, max: 100000 };
  if (SNAP_1000.has(attribute)) {
    min = Math.floor(min / 1000) * 1000;
    max = Math.ceil(max / 1000) * 1000;
  }
  return { min, max, step: Math.max(1, Math.round((max - min) / 100)) };
}

/**
 * Spec Validation refinement: the requested [min, max] kept inside the range (violations logged with the
 * spec's texts), price and km snapped to 1000, and neither handle passing the other (the handle
 * that moved stops at the other). `previous` tells which handle moved.
 */
export function refineRange(
  attribute: string,
  requested: Range,
  range: Range,
  previous: Range = range,
): { value: Range; warnings: string[] } {
  const warnings: string[] = [];
  if (Math.min(requested.min, requested.max) < range.min) warnings.push(BELOW_RANGE_MINIMUM);
  if (Math.max(requested.min, requested.max) > range.max) warnings.push(ABOVE_RANGE_MAXIMUM);
  const inside = (n: number) => Math.min(range.max, Math.max(range.min, n));
  let min = inside(requested.min);
  let max = inside(requested.max);
  if (SNAP_1000.has(attribute)) {
    min = Math.min(range.max, Math.max(range.min, Math.round(min / 1000) * 1000));
    max = Math.min(range.max, Math.max(range.min, Math.round(max / 1000) * 1000));
  }
  if (min > max) {
    if (min !== previous.min) min = max;
    else max = min;
  }
  return { value: { min, max }, warnings };
}

/** Where a value sits on a slider's track, as a CSS percentage (the one-track fill, forms.css). */
export function trackPercent(value: number, min: number, max: number): string {
  return `${max > min ? ((value - min) / (max - min)) * 100 : 0}%`;
}

/**
 * The slider's range widened to hold what is refined: a budget under the cheapest car shown
 * ('Up to $5,000' when the cheapest is $6,000) reads '$5,000 – $5,000', never '$6,000 – $5,000'.
 */
export function rangeHolding<T extends Range>(
  bounds: T,
  start: readonly [number | undefined, number | undefined],
): T {
  const refined = start.filter((n): n is number => typeof n === 'number' && Number.isFinite(n));
  if (!refined.length) return bounds;
  return {
    ...bounds,
    min: Math.min(bounds.min, ...refined),
    max: Math.max(bounds.max, ...refined),
  };
}

/** What a home price-range handle at its end of the slider reads: that side has no limit. */
export const ANY = 'Any';

/**
 * The home price-range search's `price` parameter: a handle at its end of the slider leaves that
 * side open, so the untouched slider finds every car (one cheaper than the slider's lowest, or
 * dearer than its highest, included). '' is no price filter at all.
 */
export function openPriceRange(low: number, high: number, bounds: Range): string {
  const from = low > bounds.min ? String(low) : '';
  const to = high < bounds.max ? String(high) : '';
  return from || to ? `${from}:${to}` : '';
}

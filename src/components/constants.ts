/** Spec Constants timings, in milliseconds. */
export const TIMINGS = {
  slider: 400,
  textSearch: 300,
  collapse: 300,
  countAnimation: 1000,
  quoteDebounce: 500,
  copyLink: 1500,
  toast: 3000,
  carouselSlide: 300,
  codeSendTimeout: 15000,
} as const;

/**
 * Spec Constants location grid: 3 or more locations use wide-large 4 columns, fewer use 5, and more than
 * 3 add extra-large 3. Spec Screens carousel: centred when fewer than 3, a swipe hint when over 3.
 */
export function locationGrid(count: number): {
  lg: number;
  xl: number | null;
  centred: boolean;
  swipeHint: boolean;
} {
  return {
    lg: count >= 3 ? 4 : 5,
    xl: count > 3 ? 3 : null,
    centred: count < 3,
    swipeHint: count > 3,
  };
}

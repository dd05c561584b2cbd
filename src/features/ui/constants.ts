/** Spec §9 timings, in milliseconds. */
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

/** Spec §2/§9: the sticky bar appears after 900 px of scroll, or 50 px for the sticky-footer variant. */
export const stickyBarOffset = (variant: 'scroll-900' | 'footer-50') =>
  variant === 'footer-50' ? 50 : 900;

/**
 * Spec §9 promo popup size.
 * @public for issue 15 (home and shared blocks: the promo popup).
 */
export const PROMO_POPUP = { maxWidthPx: 600, maxHeightVh: 80 } as const;

/**
 * Spec §9 location grid: 3 or more locations use wide-large 4 columns, fewer use 5, and more than
 * 3 add extra-large 3. Spec §2 carousel: centred when fewer than 3, a swipe hint when over 3.
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

/** Spec §9 blog categories; 'adventures' only where the dealer file turns it on. */
export const blogCategories = (adventures: boolean) => [
  'Vehicle reviews',
  'Buyer advice',
  'Motoring tips',
  'Servicing insights',
  ...(adventures ? ['Adventures'] : []),
];

/**
 * Spec §9: complaints are answered within 30 days; the privacy policy was updated April 2021.
 * @public for issue 15 (legal pages).
 */
export const COMPLAINT_RESPONSE_DAYS = 30;
/** @public for issue 15 (legal pages). */
export const PRIVACY_POLICY_UPDATED = 'April 2021';

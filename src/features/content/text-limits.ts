import { truncate, type Truncated } from '~/components/truncate.ts';

/** Spec Constants text limits. */
export const LIMITS = {
  dealerComments: 400,
  offerDescription: { limit: 200, cutAt: 160 },
  disclaimer: 200,
  calculatorDisclaimer: 197,
  showMoreItems: 8,
  showMoreSpecs: 4,
} as const;

export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';

/** Spec Validation: dealer comments over 400 characters get Show More/Show Less; empty ones the pending text. */
export function dealerComments(
  text: string | null | undefined,
): Truncated & { toggle: { more: 'Show More'; less: 'Show Less' } | null } {
  if (!text?.trim())
    return {
      short: DEALER_COMMENTS_PENDING,
      full: DEALER_COMMENTS_PENDING,
      truncated: false,
      toggle: null,
    };
  const t = truncate(text, LIMITS.dealerComments);
  return { ...t, toggle: t.truncated ? { more: 'Show More', less: 'Show Less' } : null };
}

/** Spec Constants: an offer description over 200 characters is cut at 160 (View more/less). */
export const offerDescription = (text: string) =>
  truncate(text, LIMITS.offerDescription.limit, LIMITS.offerDescription.cutAt);
/** Spec Constants: disclaimers are cut at 200 (View full/less disclaimer). */
export const disclaimer = (text: string) => truncate(text, LIMITS.disclaimer);
/** Spec Constants: the finance calculator's disclaimer is cut at 197. */
export const calculatorDisclaimer = (text: string) => truncate(text, LIMITS.calculatorDisclaimer);

/**
 * Spec States show-more lists: the first 8 items (4 for spec grids), then 'Show All' / 'Hide'.
 * No toggle when nothing is hidden.
 */
export function showMore<T>(
  items: T[],
  expanded: boolean,
  first: number = LIMITS.showMoreItems,
): { shown: T[]; toggle: 'Show All' | 'Hide' | null } {
  if (items.length <= first) return { shown: items, toggle: null };
  return expanded
    ? { shown: items, toggle: 'Hide' }
    : { shown: items.slice(0, first), toggle: 'Show All' };
}

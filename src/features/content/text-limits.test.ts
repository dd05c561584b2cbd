import { describe, expect, it } from 'vitest';

import { truncate } from '~/components/truncate.ts';

import {
  calculatorDisclaimer,
  DEALER_COMMENTS_PENDING,
  dealerComments,
  disclaimer,
  LIMITS,
  offerDescription,
  showMore,
} from './text-limits.ts';

const words = (n: number) => 'word '.repeat(n).trim();
const chars = (n: number) => 'x'.repeat(n);

describe('text limits (spec Validation, Constants)', () => {
  it('truncates dealer comments over 400 characters with Show More / Show Less', () => {
    expect(dealerComments(chars(400))).toMatchObject({ truncated: false, toggle: null });
    const long = dealerComments(chars(401));
    expect(long).toMatchObject({
      truncated: true,
      toggle: { more: 'Show More', less: 'Show Less' },
    });
    expect(long.short).toBe(`${chars(400)}…`);
    expect(long.full).toHaveLength(401);
  });

  it('shows the pending text for empty comments', () => {
    expect(DEALER_COMMENTS_PENDING).toBe(
      'Dealer comments are pending. Please check back here later.',
    );
    expect(dealerComments('')).toMatchObject({ short: DEALER_COMMENTS_PENDING, truncated: false });
    expect(dealerComments('   ')).toMatchObject({ short: DEALER_COMMENTS_PENDING });
    expect(dealerComments(null).short).toBe(DEALER_COMMENTS_PENDING);
  });

  it('cuts an offer description over 200 characters at 160', () => {
    expect(offerDescription(chars(200)).truncated).toBe(false);
    expect(offerDescription(chars(201)).short).toBe(`${chars(160)}…`);
  });

  it('cuts disclaimers at 200 and the calculator disclaimer at 197', () => {
    expect(disclaimer(chars(201)).short).toBe(`${chars(200)}…`);
    expect(disclaimer(chars(200)).truncated).toBe(false);
    expect(calculatorDisclaimer(chars(198)).short).toBe(`${chars(197)}…`);
    expect(calculatorDisclaimer(chars(197)).truncated).toBe(false);
  });

  it('ends on a whole word when one ends near the cut', () => {
    const t = truncate(words(100), 400);
    expect(t.short.endsWith('word…')).toBe(true);
    expect(t.short.length).toBeLessThanOrEqual(401);
  });

  it('shows the first 8 list items (4 spec grid items) with Show All / Hide', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(showMore(items, false)).toEqual({ shown: items.slice(0, 8), toggle: 'Show All' });
    expect(showMore(items, true)).toEqual({ shown: items, toggle: 'Hide' });
    expect(showMore(items, false, LIMITS.showMoreSpecs).shown).toEqual([0, 1, 2, 3]);
    expect(showMore(items.slice(0, 8), false)).toEqual({ shown: items.slice(0, 8), toggle: null });
  });
});

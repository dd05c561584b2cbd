import { describe, expect, it } from 'vitest';

import { stars, timeAgo, visibleReviews } from './reviews.ts';

describe('reviews (spec Constants)', () => {
  const review = (id: number, rating: number, review_date: string) => ({
    id,
    rating,
    review_date,
    customer_name: 'A',
    text: '',
    dealership_id: 1,
  });
  it('shows reviews at or above the minimum rating, newest first, up to the quantity', () => {
    const list = [
      review(1, 5, '2026-01-01'),
      review(2, 3, '2026-03-01'),
      review(3, 4, '2026-02-01'),
      review(4, 5, '2025-01-01'),
    ];
    expect(visibleReviews(list, 4, 12).map((r) => r.id)).toEqual([3, 1, 4]);
    expect(visibleReviews(list, 3, 2).map((r) => r.id)).toEqual([2, 3]);
  });
  it('draws at most 4 full stars and a partial one', () => {
    expect(stars(4.7)).toEqual({ full: 4, partial: 0.7 });
    expect(stars(5)).toEqual({ full: 4, partial: 1 });
    expect(stars(3.2)).toEqual({ full: 3, partial: 0.2 });
    expect(stars(-1)).toEqual({ full: 0, partial: 0 });
  });
  it('says how long ago', () => {
    const now = new Date('2026-11-20T12:00:00+10:00');
    expect([
      timeAgo('2026-11-20', now),
      timeAgo('2026-11-19', now),
      timeAgo('2026-11-10', now),
      timeAgo('2026-09-01', now),
      timeAgo('2026-10-15', now),
      timeAgo('2025-10-01', now),
      timeAgo('2023-01-01', now),
    ]).toEqual([
      'today',
      '1 day ago',
      '10 days ago',
      '2 months ago',
      '1 month ago',
      '1 year ago',
      '3 years ago',
    ]);
  });
});

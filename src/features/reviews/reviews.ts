import type { Review } from '~/catalogue/review.schema.ts';

/** Spec Constants review display: only reviews at or above the minimum rating, newest first, at most `quantity`. */
export function visibleReviews(
  reviews: Review[],
  minimumRating: number,
  quantity: number,
): Review[] {
  return reviews
    .filter((r) => r.rating >= minimumRating)
    .sort((a, b) => b.review_date.localeCompare(a.review_date))
    .slice(0, quantity);
}

/** Spec Constants stars: at most 4 full icons, then one partial icon holding the rest (0 to 1). */
export function stars(rating: number): { full: number; partial: number } {
  const r = Math.min(5, Math.max(0, rating));
  const full = Math.min(4, Math.floor(r));
  return { full, partial: Math.round(Math.min(1, r - full) * 100) / 100 };
}

/** 'created_at_time_ago_in_words' of spec Entities, from the review date. */
export function timeAgo(date: string, now: Date): string {
  const days = Math.floor((now.getTime() - Date.parse(`${date}T00:00:00+10:00`)) / 86_400_000);
  if (days < 1) return 'today';
  if (days < 31) return days === 1 ? '1 day ago' : `${days} days ago`;
  const months = Math.floor(days / 30.44);
  if (months < 12) return months === 1 ? '1 month ago' : `${months} months ago`;
  const years = Math.floor(days / 365.25);
  return years === 1 ? '1 year ago' : `${years} years ago`;
}

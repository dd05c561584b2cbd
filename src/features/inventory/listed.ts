/**
 * 'Listed 23 days ago' (issue 31): the car page's script says it on the visitor's day, so this
 * module imports nothing (it is in the page's JavaScript).
 */

const DAY_MS = 86_400_000;

/** Whole days from `from` to `now` (0 on the day itself; never negative). */
export function daysBetween(from: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(from)) / DAY_MS));
}

/** 'Listed today', 'Listed 1 day ago', 'Listed 23 days ago'. */
export function listedText(days: number): string {
  if (days <= 0) return 'Listed today';
  return days === 1 ? 'Listed 1 day ago' : `Listed ${days} days ago`;
}

/** Spec Constants trade-in FAQ: online estimates are generally not given for cars over 7 years or 100,000 km. */
export const ONLINE_ESTIMATE_LIMITS = { years: 7, km: 100000 } as const;

/**
 * Which limit of an online estimate a car passes, as far as it is known yet: its age once its
 * year is known (the plate lookup, the first step), its kilometres once given. The wizard says so
 * at the step that first knows it; the estimate endpoint gives no figure for the same reason.
 */
export function pastOnlineLimit(
  year: number | null,
  km: number | null,
  now: Date,
): 'too-old' | 'too-far' | null {
  if (year !== null && now.getFullYear() - year > ONLINE_ESTIMATE_LIMITS.years) return 'too-old';
  if (km !== null && km > ONLINE_ESTIMATE_LIMITS.km) return 'too-far';
  return null;
}

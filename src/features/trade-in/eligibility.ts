/** Spec §9 trade-in FAQ: online estimates are generally not given for cars over 7 years or 100,000 km. */
export const ONLINE_ESTIMATE_LIMITS = { years: 7, km: 100000 } as const;

export function onlineEstimateAvailable(year: number, km: number, now: Date): boolean {
  return (
    now.getFullYear() - year <= ONLINE_ESTIMATE_LIMITS.years && km <= ONLINE_ESTIMATE_LIMITS.km
  );
}

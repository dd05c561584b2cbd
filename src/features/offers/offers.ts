import type { Offer } from './offer.schema.ts';

/** Offers whose date window contains `now` (spec §4: shown only within start and expiry dates). */
export function activeOffers(offers: Offer[], now: Date): Offer[] {
  const t = now.getTime();
  return offers.filter((o) => Date.parse(o.starts_at) <= t && t <= Date.parse(o.expires_at));
}

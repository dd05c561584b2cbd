import type { DealerConfig } from '~/config/schema/index.ts';

/** Whether the dealer takes deposits online (reserve or buy online). */
export const takesDeposits = (config: Pick<DealerConfig, 'features'>) =>
  config.features.reserve.enabled || config.features.buyOnline.enabled;

/**
 * Whether the dealer file asks for one-time codes by SMS: the finance pre-approval, sign-in, the
 * reserve and buy-online journeys (the buyer's mobile is verified) and the staff desk send them. Such a site can
 * also text stock alerts. (Apart from env.ts, which imports Astro's config: pages and endpoints
 * read this one.)
 */
export const needsSms = (config: Pick<DealerConfig, 'finance' | 'features'>) =>
  Boolean(config.finance.lender) ||
  config.features.authentication.enabled ||
  takesDeposits(config) ||
  config.features.desk.enabled;

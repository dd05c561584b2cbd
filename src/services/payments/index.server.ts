import type { DealerConfig } from '~/config/schema/index.ts';
import type { Storage } from '~/server/storage/db.server.ts';

import { ServiceConfigError } from '../config-error.ts';
import type { ReadEnv } from '../env.ts';
import { embeddedPayments } from './embedded.server.ts';
import type { Payments } from './payments.ts';
import { stripePayments } from './stripe.server.ts';

const warned = new Set<string>();
const warnOnce = (line: string) => {
  if (warned.has(line)) return;
  warned.add(line);
  console.warn(line);
};

/** Whether the dealer takes deposits online at all (reserve or buy online). */
export const takesDeposits = (config: Pick<DealerConfig, 'features'>) =>
  config.features.reserve.enabled || config.features.buyOnline.enabled;

/**
 * The processor the dealer file and the environment pick: Stripe (`payments.provider: "stripe"`,
 * its secret key in the env var the dealer file names; STRIPE_API_URL points it at a stand-in),
 * or the embedded test mode, which takes only test cards and is refused on Netlify unless
 * PAYMENTS_TEST_MODE=on says a test site is meant. A Stripe dealer run locally without its secret
 * key (`npm start` offline) gets the embedded test mode, and the pages say test mode.
 */
export function paymentsFor(
  config: Pick<DealerConfig, 'payments' | 'features'>,
  env: ReadEnv,
  storage: () => Promise<Storage>,
  onNetlify: boolean,
): Payments | null {
  if (!takesDeposits(config)) return null;
  const p = config.payments;
  if (p.provider === 'stripe') {
    const secretKey = env(p.secretKeyEnv);
    if (!secretKey && !onNetlify) {
      warnOnce(
        `[payments] payments.provider is "stripe" but ${p.secretKeyEnv} is not set: taking test cards in the embedded test mode`,
      );
      return embeddedPayments(storage);
    }
    if (!secretKey) throw new ServiceConfigError(`Stripe payments need ${p.secretKeyEnv}.`);
    const api = env('STRIPE_API_URL');
    const url = api ? new URL(api) : null;
    return stripePayments({
      secretKey,
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
            protocol: url.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }
  if (onNetlify && env('PAYMENTS_TEST_MODE') !== 'on')
    throw new ServiceConfigError(
      'payments.provider is "embedded" (test cards only): on Netlify set payments.provider to "stripe", or PAYMENTS_TEST_MODE=on for a test site.',
    );
  return embeddedPayments(storage);
}

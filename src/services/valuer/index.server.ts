import type { DealerConfig } from '~/config/schema/index.ts';

import { ServiceConfigError } from '../config-error.ts';
import type { ReadEnv } from '../env.ts';
import { embeddedValuer } from './embedded.server.ts';
import { serviceValuer } from './service.server.ts';
import type { DealerCosts, Valuer } from './valuer.ts';

/** The dealer's costs that come off every estimate (dealer file `tradeIn`). */
export const dealerCosts = (config: Pick<DealerConfig, 'tradeIn'>): DealerCosts => ({
  reconditioning: config.tradeIn.reconditioning,
  margin: config.tradeIn.marginPercent / 100,
});

/**
 * The valuer the dealer file picks: the valuation service in `tradeIn.valuationService` where
 * `features.redbook` is on (its key from the env var it names), else the embedded valuer on the
 * market sample the build bundles.
 */
export function valuerFor(
  config: Pick<DealerConfig, 'tradeIn' | 'features'>,
  env: ReadEnv,
): Valuer {
  const costs = dealerCosts(config);
  if (!config.features.redbook) {
    let valuer: Valuer | undefined;
    return async (request, now) => {
      valuer ??= embeddedValuer((await import('virtual:dealer/market')).market, costs);
      return valuer(request, now);
    };
  }
  const { url, keyEnv } = config.tradeIn.valuationService;
  const key = env(keyEnv);
  if (!key)
    throw new ServiceConfigError(
      `features.redbook is on: set ${keyEnv} to the valuation service key.`,
    );
  return serviceValuer({ url, key, costs });
}

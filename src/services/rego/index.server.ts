import type { DealerConfig } from '~/config/schema/index.ts';

import { ServiceConfigError } from '../config-error.ts';
import type { ReadEnv } from '../env.ts';
import { embeddedRego } from './embedded.server.ts';
import { plateApiLookup } from './plate-api.server.ts';
import type { RegoLookup } from './rego.ts';

/**
 * The plate lookup the dealer file picks (`tradeIn.regoLookup`): the embedded register the build
 * bundles, or the plate-lookup API with the key from the env var it names.
 */
export function regoFor(config: Pick<DealerConfig, 'tradeIn'>, env: ReadEnv): RegoLookup {
  const { regoLookup } = config.tradeIn;
  if (regoLookup.provider === 'embedded') {
    let lookup: RegoLookup | undefined;
    return async (plate, state) => {
      lookup ??= embeddedRego((await import('virtual:dealer/market')).register);
      return lookup(plate, state);
    };
  }
  const key = env(regoLookup.keyEnv);
  if (!key)
    throw new ServiceConfigError(
      `tradeIn.regoLookup.provider is "plate-api": set ${regoLookup.keyEnv} to the plate-lookup API key.`,
    );
  return plateApiLookup({ url: regoLookup.url, key });
}

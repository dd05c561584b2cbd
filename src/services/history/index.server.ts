import type { DealerConfig } from '~/config/schema/index.ts';

import { ServiceConfigError } from '../config-error.ts';
import type { ReadEnv } from '../env.ts';
import { embeddedHistory } from './embedded.server.ts';
import type { HistorySearch } from './history.ts';
import { ppsrCloudSearch } from './ppsr-cloud.server.ts';

/**
 * The history check the dealer file picks (`inventory.historyCheck`): none, the embedded sample
 * register, or the PPSR search provider with the client id and secret from the env vars it names.
 */
export function historyFor(
  config: Pick<DealerConfig, 'slug' | 'inventory'>,
  env: ReadEnv,
): HistorySearch | null {
  const { historyCheck } = config.inventory;
  if (historyCheck.provider === 'none') return null;
  if (historyCheck.provider === 'embedded') return embeddedHistory();
  const clientId = env(historyCheck.clientIdEnv);
  const clientSecret = env(historyCheck.clientSecretEnv);
  const missing = [
    !clientId && historyCheck.clientIdEnv,
    !clientSecret && historyCheck.clientSecretEnv,
  ].filter(Boolean);
  if (missing.length)
    throw new ServiceConfigError(
      `inventory.historyCheck.provider is "ppsr-cloud": set ${missing.join(' and ')} to the provider's OAuth client credentials.`,
    );
  return ppsrCloudSearch({
    url: historyCheck.url,
    clientId: clientId!,
    clientSecret: clientSecret!,
    reference: config.slug,
  });
}

import type { DealerConfig } from '~/config/schema/index.ts';

import { ServiceConfigError } from '../config-error.ts';
import type { ReadEnv } from '../env.ts';
import { brokerLender } from './broker.server.ts';
import { embeddedLender } from './embedded.ts';
import type { Lender } from './lender.ts';

/** The lender the dealer file picks (`finance.lender`), with the broker's URL and key from env; null if none. */
export function lenderFor(
  config: Pick<DealerConfig, 'finance'>,
  env: ReadEnv,
  now: () => Date = () => new Date(),
): Lender | null {
  const l = config.finance.lender;
  if (!l) return null;
  if (l.adapter === 'embedded') return embeddedLender(l, now);
  const baseUrl = env(l.urlEnv);
  const key = env(l.keyEnv);
  if (!baseUrl || !key || !/^https?:\/\//.test(baseUrl))
    throw new ServiceConfigError(
      `finance.lender.adapter is "broker": set ${l.urlEnv} (an http(s) URL) and ${l.keyEnv}.`,
    );
  return brokerLender({ baseUrl, key });
}

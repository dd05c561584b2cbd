import type { FinanceServices } from '../features/finance/endpoints.server.ts';
import { lenderFor } from '../features/finance/lender.server.ts';
import { smsFromEnv, type SmsSender } from '../features/verification/sms.server.ts';
import { config } from './api.server.ts';
import { LOCAL_DATA_DIR } from './storage/db.server.ts';

let sms: SmsSender | undefined;

/** The lender the dealer file picks and the SMS sender the environment picks (README services table). */
export const financeServices: FinanceServices = {
  lender: () => lenderFor(config, process.env),
  sms: () =>
    (sms ??= smsFromEnv(process.env, {
      slug: config.slug,
      dataDir: LOCAL_DATA_DIR,
      onNetlify: Boolean(import.meta.env.BUILT_FOR_NETLIFY),
    })),
};

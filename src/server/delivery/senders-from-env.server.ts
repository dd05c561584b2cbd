import { join } from 'node:path';

import type { DealerConfig } from '~/config/schema/index.ts';

import { LOCAL_DATA_DIR } from '../storage/db.server.ts';
import { emailSender, localSender, type Sender, webhookSender } from './senders.server.ts';

/** The senders this server can use now: the local outbox always; webhook and e-mail when their env vars are set. */
export function sendersFromEnv(
  config: Pick<DealerConfig, 'slug' | 'leads'>,
  env: NodeJS.ProcessEnv = process.env,
  dataDir = LOCAL_DATA_DIR,
): Record<string, Sender | undefined> {
  const d = config.leads.delivery;
  const webhookUrl = d.webhookUrlEnv ? env[d.webhookUrlEnv] : undefined;
  const smtp = d.email ? env[d.email.smtpUrlEnv] : undefined;
  return {
    local: localSender(join(dataDir, config.slug, 'outbox')),
    webhook: webhookUrl ? webhookSender(webhookUrl) : undefined,
    email: smtp && d.email ? emailSender(smtp, d.email.from, d.email.to) : undefined,
  };
}

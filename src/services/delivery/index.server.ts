import { join } from 'node:path';

import type { DealerConfig } from '~/config/schema/index.ts';

import type { ReadEnv } from '../env.ts';
import type { Sender } from './delivery.ts';
import { localSender } from './embedded.server.ts';
import { emailSender } from './smtp.server.ts';
import { webhookSender } from './webhook.server.ts';

/**
 * The senders this server can use, by destination (the outbox names one per row): the local
 * outbox folder always; the CRM webhook and ADF e-mail when the dealer file names their env vars
 * (astro:env has checked they are set and are URLs).
 */
export function sendersFor(
  config: Pick<DealerConfig, 'slug' | 'leads'>,
  env: ReadEnv,
  dataDir: string,
): Record<string, Sender | undefined> {
  const d = config.leads.delivery;
  const webhookUrl = d.webhookUrlEnv ? env(d.webhookUrlEnv) : undefined;
  const smtp = d.email ? env(d.email.smtpUrlEnv) : undefined;
  return {
    local: localSender(join(dataDir, config.slug, 'outbox')),
    webhook: webhookUrl ? webhookSender(webhookUrl) : undefined,
    email: smtp && d.email ? emailSender(smtp, d.email.from, d.email.to) : undefined,
  };
}

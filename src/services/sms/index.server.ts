import { join } from 'node:path';

import { ServiceConfigError } from '../config-error.ts';
import type { ReadEnv } from '../env.ts';
import { outboxSms } from './embedded.server.ts';
import type { SmsSender } from './sms.ts';
import { twilioSms } from './twilio.server.ts';

/**
 * The sender the environment picks: `SMS_PROVIDER=twilio` with TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN and TWILIO_FROM (TWILIO_API_URL for a stand-in); otherwise the embedded
 * outbox, which is refused on Netlify: a code written to a function's disk reaches nobody.
 */
export function smsSender(
  env: ReadEnv,
  opts: { slug: string; dataDir: string; onNetlify: boolean },
): SmsSender {
  if (env('SMS_PROVIDER') === 'twilio') {
    const [sid, token, from] = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].map(env);
    const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter(
      (k) => !env(k),
    );
    if (!sid || !token || !from)
      throw new ServiceConfigError(`SMS_PROVIDER=twilio needs ${missing.join(', ')}.`);
    return twilioSms({
      baseUrl: env('TWILIO_API_URL') ?? 'https://api.twilio.com',
      accountSid: sid,
      authToken: token,
      from,
    });
  }
  if (opts.onNetlify)
    throw new ServiceConfigError(
      'No SMS provider: on Netlify set SMS_PROVIDER=twilio and its TWILIO_* variables (README "Configure real services").',
    );
  return outboxSms(join(opts.dataDir, opts.slug, 'sms'));
}

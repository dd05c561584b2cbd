import { describe, expect, it } from 'vitest';

import { toE164 } from '~/features/verification/verification.ts';
import { twilioSms } from '~/services/sms/twilio.server.ts';

import { liveEnv } from './live-env.ts';

const env = liveEnv(
  'TWILIO_API_URL',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'SMS_LIVE_TO',
);

/** Twilio's API, its credentials and SMS_LIVE_TO (a phone you own): it sends one SMS. */
describe('live Twilio SMS', () => {
  it('sends a message and gets its sid', async () => {
    const sms = twilioSms({
      baseUrl: env.TWILIO_API_URL,
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
    });
    const sent = await sms.send(
      toE164(env.SMS_LIVE_TO),
      'Live test of the dealer platform SMS sender.',
    );
    expect(sent).toMatchObject({ ok: true, id: expect.stringMatching(/^SM/) });
  });
});

import { describe, expect, it } from 'vitest';

import { toE164 } from '~/features/verification/verification.ts';
import { twilioSms } from '~/services/sms/twilio.server.ts';

const env = process.env;
const ready =
  env.TWILIO_API_URL &&
  env.TWILIO_ACCOUNT_SID &&
  env.TWILIO_AUTH_TOKEN &&
  env.TWILIO_FROM &&
  env.SMS_LIVE_TO;

/** Runs only with TWILIO_API_URL, its credentials and SMS_LIVE_TO (a phone you own) set: it sends one SMS. */
describe.runIf(ready)('live Twilio SMS', () => {
  it('sends a message and gets its sid', async () => {
    const sms = twilioSms({
      baseUrl: env.TWILIO_API_URL!,
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM!,
    });
    const sent = await sms.send(
      toE164(env.SMS_LIVE_TO!),
      'Live test of the dealer platform SMS sender.',
    );
    expect(sent).toMatchObject({ ok: true, id: expect.stringMatching(/^SM/) });
  });
});

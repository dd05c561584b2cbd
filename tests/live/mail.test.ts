import { describe, expect, it } from 'vitest';

import { smtpMailer } from '~/services/mail/index.server.ts';

import { liveEnv } from './live-env.ts';

const { MAIL_SMTP_URL: url, MAIL_LIVE_TO: to } = liveEnv('MAIL_SMTP_URL', 'MAIL_LIVE_TO');

/**
 * MAIL_SMTP_URL (the SMTP server the lead e-mail uses, smtps://user:pass@host:465)
 * and MAIL_LIVE_TO (a mailbox you read): one stock-alert-shaped e-mail with its unsubscribe headers.
 */
describe('live buyer e-mail (stock alerts)', () => {
  it('is accepted by the SMTP server', async () => {
    const send = smtpMailer(url, process.env.MAIL_LIVE_FROM ?? 'alerts@example.com');
    await expect(
      send({
        to: to!,
        subject: 'Live test of the stock alert e-mail',
        text: 'This is a test of the stock alert e-mail. Nothing to do.',
        headers: {
          'List-Unsubscribe': '<https://example.com/api/alerts/unsubscribe?token=test>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    ).resolves.toBeUndefined();
  });
});

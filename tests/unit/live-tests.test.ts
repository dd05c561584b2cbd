import { describe, expect, it } from 'vitest';

import { liveTests, readyLiveTests } from '../live/live-env.ts';

describe('live tests', () => {
  const all = liveTests(process.cwd());

  it('are found by their folder, each with the variables its liveEnv call names', () => {
    const mail = all.find((t) => t.file === 'tests/live/mail.test.ts');
    expect(mail?.needs).toEqual(['MAIL_SMTP_URL', 'MAIL_LIVE_TO']);
    expect(all.find((t) => t.file === 'tests/live/feed-photo.test.ts')?.needs).toEqual([
      'FEED_PHOTO_URL',
    ]);
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const t of all) expect(t.needs.length, t.file).toBeGreaterThan(0);
  });

  it('run when every variable they name is set, and not when one is missing', () => {
    const env = { MAIL_SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_LIVE_TO: 'me@example.com' };
    expect(readyLiveTests(all, env).map((t) => t.file)).toEqual(['tests/live/mail.test.ts']);
    expect(readyLiveTests(all, { MAIL_SMTP_URL: env.MAIL_SMTP_URL })).toEqual([]);
    expect(readyLiveTests(all, {})).toEqual([]);
  });
});

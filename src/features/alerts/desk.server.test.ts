import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { stockAlerts } from '~/server/storage/schema.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { alertCounts } from './desk.server.ts';

/** The desk's stock-alert counts: live ones by channel and those awaiting confirmation; no contact. */
describe.each(backends)('stock-alert counts at the desk (%s)', (name, open) => {
  let s: TestStorage;
  beforeAll(async () => {
    s = await open();
  }, 60_000);
  afterAll(() => closeStorage(s));
  const config = dealerConfig({ slug: `alert-counts-${name.toLowerCase()}` });
  const now = new Date('2026-12-05T09:00:00+10:00');
  let n = 0;
  const alert = (site: string, channel: 'email' | 'sms', state: 'live' | 'waiting' | 'gone') =>
    s.db.insert(stockAlerts).values({
      id: `A${String(++n).padStart(16, '0')}`,
      websiteSlug: site,
      channel,
      contact:
        channel === 'email' ? `buyer${n}@example.com` : `04120001${String(n).padStart(2, '0')}`,
      searchUrl: '/used-cars?make=Kia',
      consentText: 'Yes, e-mail me',
      consentAt: now,
      linkNonce: `n${n}`,
      confirmedAt: state === 'waiting' ? null : now,
      unsubscribedAt: state === 'gone' ? now : null,
    });

  it('counts live alerts by channel and those awaiting confirmation, and nothing else', async () => {
    await alert(config.slug, 'email', 'live');
    await alert(config.slug, 'email', 'live');
    await alert(config.slug, 'sms', 'live');
    await alert(config.slug, 'email', 'waiting');
    await alert(config.slug, 'sms', 'gone');
    await alert('another-dealer', 'email', 'live');
    const counts = await alertCounts({ storage: s, config });
    expect(counts).toEqual({ email: 2, sms: 1, total: 3, awaiting_confirmation: 1 });
    expect(JSON.stringify(counts)).not.toMatch(/@|0412/);
  });
});

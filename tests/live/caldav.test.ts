import { describe, expect, it } from 'vitest';

import { calDavBusy } from '~/services/calendar/caldav.server.ts';

import { liveEnv } from './live-env.ts';

const env = liveEnv('CALDAV_LIVE_URL', 'CALDAV_LIVE_USERNAME', 'CALDAV_LIVE_PASSWORD');

/** A real CalDAV calendar (a test calendar at CALDAV_LIVE_URL): its free-busy for the next week. */
describe('live CalDAV free-busy', () => {
  it('answers the busy times of the next week, each within the range asked', async () => {
    const from = new Date();
    const to = new Date(from.getTime() + 7 * 86_400_000);
    const busy = await calDavBusy({
      url: env.CALDAV_LIVE_URL,
      username: env.CALDAV_LIVE_USERNAME,
      password: env.CALDAV_LIVE_PASSWORD,
    })(from, to);
    expect(busy.kind).toBe('busy');
    if (busy.kind === 'busy')
      for (const t of busy.times) {
        expect(t.end.getTime()).toBeGreaterThan(t.start.getTime());
        expect(t.end.getTime()).toBeGreaterThan(from.getTime() - 86_400_000);
      }
    const refused = await calDavBusy({
      url: env.CALDAV_LIVE_URL,
      username: env.CALDAV_LIVE_USERNAME,
      password: 'not-the-password',
    })(from, to);
    expect(refused.kind).toBe('refused');
  });
});

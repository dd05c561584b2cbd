import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { savedSearches, watchlist } from '~/server/storage/schema.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { hostileBodies } from '../../../tests/support/fuzz.ts';
import { type AccountServices, detailsEndpoint, verifyEndpoint } from './endpoints.server.ts';
import {
  mergeEndpoint,
  removeCarEndpoint,
  saveCarEndpoint,
  saveSearchEndpoint,
} from './garage-endpoints.server.ts';
import { startSession } from './session.server.ts';
import { signInUser } from './users.server.ts';

/** The account endpoints against hostile bodies, signed in: never a 5xx, a refused body keeps nothing. */
const config = dealerConfig({ features: { authentication: { enabled: true } } });
const phone = '0412000111';
const services: AccountServices = {
  sessionKey: () => 'fuzz-session-key-'.repeat(3),
  car: async (id) =>
    id === 1
      ? {
          id: 1,
          slug: 'car-1',
          name: '2021 Kia Rio',
          make: 'Kia',
          model: 'Rio',
          price: '$19,990',
          price_label: null,
          price_buy: null,
          status: 'in_stock',
          reserved: false,
          images: [],
          km: 1,
          drive_away: null,
        }
      : null,
};
const cases: { name: string; endpoint: PostEndpoint; valid: () => Record<string, unknown> }[] = [
  {
    name: '/api/account/verify',
    endpoint: verifyEndpoint(services),
    valid: () => ({ phone, code: '123456' }),
  },
  {
    name: '/api/account/details',
    endpoint: detailsEndpoint(services),
    valid: () => ({ first_name: 'Mia', last_name: 'Nguyen', email: 'mia@example.com' }),
  },
  {
    name: '/api/watchlist/save-car',
    endpoint: saveCarEndpoint(services),
    valid: () => ({ phone_number: phone, car_id: 1 }),
  },
  {
    name: '/api/watchlist/remove-car',
    endpoint: removeCarEndpoint(services),
    valid: () => ({ phone_number: phone, car_id: 1 }),
  },
  {
    name: '/api/watchlist/merge',
    endpoint: mergeEndpoint(services),
    valid: () => ({ phone_number: phone, car_ids: [1] }),
  },
  {
    name: '/api/account/searches',
    endpoint: saveSearchEndpoint(services),
    valid: () => ({ url: '/search/used-cars?make=Kia', label: 'Used Kia' }),
  },
];

for (const [backend, open] of backends) {
  describe(`fuzzing the account endpoints on ${backend}`, () => {
    let s: TestStorage;
    let cookie: string;
    beforeAll(async () => {
      s = await open();
      const now = new Date();
      const { user } = await signInUser(s, config.slug, phone, now);
      const set = await startSession(s, config.slug, user.id, new Request(config.url), now);
      cookie = set.split(';')[0]!;
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });
    const rows = async () =>
      (await s.db.select({ n: count() }).from(watchlist))[0]!.n +
      (await s.db.select({ n: count() }).from(savedSearches))[0]!.n;

    for (const c of cases)
      it(`${c.name}: no 5xx and nothing kept for a refused body`, async () => {
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await fc.assert(
          fc.asyncProperty(hostileBodies(c.valid), async (text) => {
            const before = await rows();
            const res = await runPost(c.endpoint, {
              storage: async () => s,
              config,
              client: 'fuzz',
              request: new Request(`${config.url}${c.name}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', cookie },
                body: text,
              }),
            });
            expect(res.status, text.slice(0, 200)).toBeLessThan(500);
            if (res.status >= 400) expect(await rows(), text.slice(0, 200)).toBe(before);
          }),
          { numRuns: 50 },
        );
        errors.mockRestore();
      }, 120_000);
  });
}

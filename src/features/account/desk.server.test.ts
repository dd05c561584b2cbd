import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '~/server/storage/schema.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { watchCounts } from './desk.server.ts';
import { saveCars } from './watchlist.server.ts';

/** The desk's watchlist counts: how many buyers saved each car, most first; never who. */
describe.each(backends)('watchlist counts at the desk (%s)', (name, open) => {
  let s: TestStorage;
  beforeAll(async () => {
    s = await open();
  }, 60_000);
  afterAll(() => closeStorage(s));
  const config = dealerConfig({ slug: `watch-counts-${name.toLowerCase()}` });
  const now = new Date('2026-12-05T09:00:00+10:00');
  const buyer = async (id: string, site = config.slug) => {
    await s.db
      .insert(users)
      .values({ id: `${name}-${id}`, websiteSlug: site, phone: `04120${id}` });
    return `${name}-${id}`;
  };
  const cars: Record<number, { name: string; slug: string }> = {
    11: { name: '2021 Kia Sportage SX', slug: '2021-kia-sportage-sx-11' },
    12: { name: '2020 Mazda CX-5 Maxx', slug: '2020-mazda-cx-5-maxx-12' },
  };

  it("counts each car's watchers on this site, most watched first, with the build's name", async () => {
    await saveCars(s, await buyer('00001'), [11, 12], now);
    await saveCars(s, await buyer('00002'), [11], now);
    await saveCars(s, await buyer('00003'), [11, 99], now);
    await saveCars(s, await buyer('00004', 'another-dealer'), [12, 12], now);
    const counts = await watchCounts(async (id) => cars[id] ?? null)({ storage: s, config });
    expect(counts).toEqual([
      { car_id: 11, name: '2021 Kia Sportage SX', slug: '2021-kia-sportage-sx-11', watchers: 3 },
      { car_id: 12, name: '2020 Mazda CX-5 Maxx', slug: '2020-mazda-cx-5-maxx-12', watchers: 1 },
      { car_id: 99, name: null, slug: null, watchers: 1 },
    ]);
    expect(JSON.stringify(counts)).not.toContain('0412');
  });
});

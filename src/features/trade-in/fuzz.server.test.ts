import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { valuations } from '~/server/storage/schema.ts';
import { embeddedRego } from '~/services/rego/embedded.server.ts';
import { embeddedValuer } from '~/services/valuer/embedded.server.ts';
import { BEST_CONDITION } from '~/services/valuer/valuer.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { hostileBodies } from '../../../tests/support/fuzz.ts';
import { estimateEndpoint, lookupEndpoint } from './endpoints.server.ts';
import { marketData, modelsByMake } from './market-data.server.ts';

/** The trade-in endpoints against hostile bodies: never a 5xx, and a refused body stores nothing. */
const config = dealerConfig();
const { register, market } = marketData('data');
const models = modelsByMake('data');
const services = {
  rego: () => embeddedRego(register),
  valuer: () => embeddedValuer(market, { reconditioning: 1500, margin: 0.1 }),
  models: async () => models,
};
const cases: { name: string; endpoint: PostEndpoint; valid: () => Record<string, unknown> }[] = [
  {
    name: '/api/trade-in/lookup',
    endpoint: lookupEndpoint(services),
    valid: () => ({ rego: register[0]!.plate, regoState: register[0]!.state }),
  },
  {
    name: '/api/trade-in/estimate',
    endpoint: estimateEndpoint(services),
    valid: () => ({
      vehicle: { year: 2022, make: 'Toyota', model: 'RAV4', badge: 'GX' },
      kms: 40_000,
      regoState: 'NSW',
      answers: { ...BEST_CONDITION },
    }),
  },
];

let keys = 0;

for (const [backend, open] of backends) {
  describe(`fuzzing the trade-in endpoints on ${backend}`, () => {
    let s: TestStorage;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });
    const rows = async () => (await s.db.select({ n: count() }).from(valuations))[0]!.n;

    for (const c of cases)
      it(`${c.name}: no 5xx and nothing stored for a refused body`, async () => {
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await fc.assert(
          fc.asyncProperty(hostileBodies(c.valid), async (text) => {
            const before = await rows();
            const res = await runPost(c.endpoint, {
              storage: async () => s,
              config,
              request: new Request(`${config.url}${c.name}`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  'idempotency-key': `fuzz-${++keys}`,
                },
                body: text,
              }),
            });
            expect(res.status, text.slice(0, 200)).toBeLessThan(500);
            const after = await rows();
            if (res.status >= 400) expect(after, text.slice(0, 200)).toBe(before);
            else expect(after - before).toBeLessThanOrEqual(1);
          }),
          { numRuns: 60 },
        );
        errors.mockRestore();
      }, 120_000);
  });
}

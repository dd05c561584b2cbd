import { describe, expect, it } from 'vitest';

import { plateApiLookup } from '~/services/rego/plate-api.server.ts';
import type { AuState } from '~/services/rego/rego.ts';

import { liveEnv } from './live-env.ts';

const env = liveEnv('REGO_API_URL', 'REGO_API_KEY', 'REGO_TEST_PLATE', 'REGO_TEST_STATE');
const [url, key, plate] = [env.REGO_API_URL, env.REGO_API_KEY, env.REGO_TEST_PLATE];
const state = env.REGO_TEST_STATE as AuState;

/** A plate service's test environment, and a plate it knows (REGO_TEST_PLATE in REGO_TEST_STATE). */
describe('live plate lookup', () => {
  it('identifies a known plate, and says no for one that cannot exist', async () => {
    const lookup = plateApiLookup({ url, key });
    const found = await lookup(plate, state);
    expect(found.kind).toBe('found');
    if (found.kind === 'found') expect(found.vehicle.year).toBeGreaterThan(1950);
    expect((await lookup('QQQQQQQQ', state!)).kind).toBe('not-found');
  });
});

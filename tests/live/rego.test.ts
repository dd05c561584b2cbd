import { describe, expect, it } from 'vitest';

import { plateApiLookup } from '~/services/rego/plate-api.server.ts';
import type { AuState } from '~/services/rego/rego.ts';

const url = process.env.REGO_API_URL;
const key = process.env.REGO_API_KEY;
const plate = process.env.REGO_TEST_PLATE;
const state = process.env.REGO_TEST_STATE as AuState | undefined;

/** Runs only with REGO_API_URL, REGO_API_KEY and a known plate (REGO_TEST_PLATE, REGO_TEST_STATE). */
describe.runIf(url && key && plate && state)('live plate lookup', () => {
  it('identifies a known plate, and says no for one that cannot exist', async () => {
    const lookup = plateApiLookup({ url: url!, key: key! });
    const found = await lookup(plate!, state!);
    expect(found.kind).toBe('found');
    if (found.kind === 'found') expect(found.vehicle.year).toBeGreaterThan(1950);
    expect((await lookup('QQQQQQQQ', state!)).kind).toBe('not-found');
  });
});

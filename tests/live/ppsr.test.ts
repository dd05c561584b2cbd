import { describe, expect, it } from 'vitest';

import { ppsrCloudSearch } from '~/services/history/ppsr-cloud.server.ts';

import { liveEnv } from './live-env.ts';

const env = liveEnv('PPSR_CLOUD_URL', 'PPSR_CLIENT_ID', 'PPSR_CLIENT_SECRET', 'PPSR_TEST_VIN');

/**
 * The PPSR search provider's test environment (its sandbox: searches there cost nothing), and a
 * VIN it holds (PPSR_TEST_VIN). One search: a certificate and the three answers, in our terms.
 */
describe('live PPSR history check', () => {
  it('searches a known VIN and reads its certificate', async () => {
    const search = ppsrCloudSearch({
      url: env.PPSR_CLOUD_URL,
      clientId: env.PPSR_CLIENT_ID,
      clientSecret: env.PPSR_CLIENT_SECRET,
      reference: 'live-test',
    });
    const answer = await search(env.PPSR_TEST_VIN, new Date());
    expect(answer.kind).toBe('found');
    if (answer.kind !== 'found') return;
    expect(answer.check.certificate).toMatch(/\S/);
    expect(typeof answer.check.financeOwing).toBe('boolean');
  });
});

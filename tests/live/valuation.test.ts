import { describe, expect, it } from 'vitest';

import { serviceValuer } from '~/services/valuer/service.server.ts';
import { BEST_CONDITION } from '~/services/valuer/valuer.ts';

import { liveEnv } from './live-env.ts';

const { VALUATION_API_URL: url, VALUATION_API_KEY: key } = liveEnv(
  'VALUATION_API_URL',
  'VALUATION_API_KEY',
);

/** A valuation service's test environment. */
describe('live valuation service', () => {
  it('values a common car with a range that holds its figure', async () => {
    const valuer = serviceValuer({
      url,
      key,
      costs: { reconditioning: 1500, margin: 0.1 },
    });
    const year = new Date().getFullYear() - 3;
    const answer = await valuer(
      {
        vehicle: { year, make: 'Toyota', model: 'RAV4', badge: 'GX' },
        kms: 45_000,
        state: 'NSW',
        answers: BEST_CONDITION,
      },
      new Date(),
    );
    expect(answer.kind).toBe('estimate');
    if (answer.kind === 'estimate') {
      expect(answer.estimate.figure).toBeGreaterThan(0);
      expect(answer.estimate.low).toBeLessThanOrEqual(answer.estimate.figure);
      expect(answer.estimate.high).toBeGreaterThanOrEqual(answer.estimate.figure);
    }
  });
});

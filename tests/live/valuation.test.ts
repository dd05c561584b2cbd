import { describe, expect, it } from 'vitest';

import { serviceValuer } from '~/services/valuer/service.server.ts';
import { BEST_CONDITION } from '~/services/valuer/valuer.ts';

const url = process.env.VALUATION_API_URL;
const key = process.env.VALUATION_API_KEY;

/** Runs only with VALUATION_API_URL and VALUATION_API_KEY set (a valuation service's test environment). */
describe.runIf(url && key)('live valuation service', () => {
  it('values a common car with a range that holds its figure', async () => {
    const valuer = serviceValuer({
      url: url!,
      key: key!,
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

import { describe, expect, it } from 'vitest';

import { brokerLender } from '~/services/lender/broker.server.ts';

import { liveEnv } from './live-env.ts';

const { FINANCE_BROKER_URL: url, FINANCE_BROKER_KEY: key } = liveEnv(
  'FINANCE_BROKER_URL',
  'FINANCE_BROKER_KEY',
);

/** A broker's test environment. */
describe('live finance broker', () => {
  it('quotes $30,000 over 5 years for a great credit history', async () => {
    const answer = await brokerLender({ baseUrl: url, key }).quote({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 30000,
      loanTerm: 5,
      year: new Date().getFullYear() - 2,
      whoIsHelping: '',
    });
    expect(answer.ok).toBe(true);
    if (answer.ok) {
      expect(answer.value.weeklyRepaymentAmount).toBeGreaterThan(0);
      expect(answer.value.comparisonRate).toBeGreaterThanOrEqual(answer.value.advertisedRate);
    }
  });
});

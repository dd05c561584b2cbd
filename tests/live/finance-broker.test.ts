import { describe, expect, it } from 'vitest';

import { brokerLender } from '~/services/lender/broker.server.ts';

const url = process.env.FINANCE_BROKER_URL;
const key = process.env.FINANCE_BROKER_KEY;

/** Runs only with FINANCE_BROKER_URL and FINANCE_BROKER_KEY set (a broker's test environment). */
describe.runIf(url && key)('live finance broker', () => {
  it('quotes $30,000 over 5 years for a great credit history', async () => {
    const answer = await brokerLender({ baseUrl: url!, key: key! }).quote({
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

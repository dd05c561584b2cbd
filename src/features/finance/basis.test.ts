import { describe, expect, it } from 'vitest';

import { embeddedQuote } from '~/services/lender/embedded.ts';

import { estimateBasis, quoteBasis, ratePair } from './basis.ts';

describe('basis lines', () => {
  it('an estimate names its price, deposit, final payment, term and rate', () => {
    expect(estimateBasis({ price: 30000, deposit: 0, residual: 0, termYears: 1, rate: 8.5 })).toBe(
      'Estimate: $30,000 price, no deposit, no final payment, 1 year at our example rate of 8.50% p.a., no fees.',
    );
  });

  it("an estimate names the dealer's fees it includes, upfront and monthly", () => {
    const fees = {
      establishment: 395,
      securityRegistration: 6,
      monthlyAdmin: 8,
      dealerAgency: 912.25,
    };
    expect(
      estimateBasis({ price: 28990, deposit: 2899, residual: 0, termYears: 5, rate: 10 }, { fees }),
    ).toBe(
      'Estimate: $28,990 price, $2,899 deposit, no final payment, 5 years at our example rate of 10.00% p.a., with $1,313 upfront and $8 a month in fees.',
    );
  });

  it('an estimate puts the comparison rate right beside its rate, and the headline pairs them alike', () => {
    const inputs = { price: 28990, deposit: 2899, residual: 0, termYears: 5, rate: 10 };
    expect(estimateBasis(inputs, { comparisonRate: '12.21%', exampleRate: false })).toBe(
      'Estimate: $28,990 price, $2,899 deposit, no final payment, 5 years at your rate of 10.00% p.a. (comparison rate 12.21% p.a.*), no fees.',
    );
    expect(ratePair('10.00%', '12.21%')).toBe('10.00% p.a., comparison rate 12.21% p.a.*');
  });

  it("a lender quote says its rate is the lender's for the credit history, on the spec Constants basis", () => {
    expect(
      quoteBasis({ purchasePrice: 36990, loanTerm: 5, selfAssessedCreditScore: 'DECENT' }),
    ).toBe(
      "Lender's rate for a Decent credit history: $36,990 price, 10% deposit ($3,699), 30% final payment ($11,097), 5 years.",
    );
  });

  it('the basis a quote states is the one the embedded lender quotes on', () => {
    // 10% deposit and a 30% final payment: the same loan priced directly gives the same repayment.
    const lender = {
      rates: [{ creditScore: 'GREAT' as const, maxCarAgeYears: 40, rate: 8 }],
      establishmentFee: 0,
      monthlyFee: 0,
    };
    const q = embeddedQuote(
      lender,
      { purchasePrice: 40000, loanTerm: 5, selfAssessedCreditScore: 'GREAT', year: 2026 },
      new Date('2026-06-01'),
    )!;
    const r = 8 / 100 / 52;
    const n = 260;
    const direct = ((36000 - 12000 / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
    expect(q.weeklyRepaymentAmount).toBeCloseTo(direct, 2);
  });
});

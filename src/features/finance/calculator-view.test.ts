import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { NO_FEES, repayment } from '~/services/lender/loan.ts';

import {
  calculate,
  type CalculatorSettings,
  calculatorSettings,
  clampInput,
  initialInput,
  withOfferRate,
} from './calculator-view.ts';

const settings: CalculatorSettings = {
  minPrice: 1000,
  maxPrice: 250000,
  rateMin: 0.5,
  rateMax: 15,
  defaultRate: 10,
  depositPercent: 10,
  termYears: 5,
  fees: NO_FEES,
  disclaimer: 'Estimate only.',
};
const base = { price: 30000, deposit: 0, termYears: 5, rate: 6 };

describe('finance calculator view (spec Validation, Constants)', () => {
  it('matches published calculators: $30,000, 5 years, 6%', () => {
    const monthly = (residual: number) =>
      repayment({ ...base, ratePercent: 6, residual, frequency: 'monthly' });
    const weekly = (residual: number) =>
      repayment({ ...base, ratePercent: 6, residual, frequency: 'weekly' });
    expect(monthly(9000).toFixed(2)).toBe('450.99');
    expect(monthly(0).toFixed(2)).toBe('579.98');
    expect(weekly(9000).toFixed(2)).toBe('103.92');
    expect(weekly(0).toFixed(2)).toBe('133.62');
    const shown = calculate({ ...base, residual: 9000, frequency: 'monthly' }, settings);
    expect(shown).toMatchObject({ repayment: '$451', comparisonRate: '6.00%', periods: 60 });
    expect(calculate({ ...base, residual: 0, frequency: 'weekly' }, settings)).toMatchObject({
      repayment: '$134',
      periods: 260,
      totalPayable: '$34,742',
    });
  });

  it("says 'Cannot be less than {min} or more than {max}' from the dealer's limits", () => {
    const s = { ...settings, minPrice: 5000 };
    const low = calculate({ ...base, price: 4000, residual: 0, frequency: 'weekly' }, s);
    expect(low.priceError).toBe('Cannot be less than $5,000 or more than $250,000');
    expect(low.repayment).toBe('–');
    expect(
      calculate({ ...base, price: 260000, residual: 0, frequency: 'weekly' }, settings).priceError,
    ).toBe('Cannot be less than $1,000 or more than $250,000');
    const narrow = { ...s, maxPrice: 150000 };
    expect(
      calculate({ ...base, price: 160000, residual: 0, frequency: 'weekly' }, narrow).priceError,
    ).toBe('Cannot be less than $5,000 or more than $150,000');
  });

  it("shows 'Enquire for Finance' for $25 or less", () => {
    expect(
      calculate({ ...base, price: 1000, deposit: 900, residual: 0, frequency: 'weekly' }, settings)
        .repayment,
    ).toBe('Enquire for Finance');
  });

  it('clamps rate, term, deposit and residual into their ranges and steps', () => {
    const s = { ...settings, rateMin: 7.5, rateMax: 14.5 };
    expect(
      clampInput(
        { price: -5, deposit: 300000, residual: -1, termYears: 9, rate: 3, frequency: 'weekly' },
        s,
      ),
    ).toEqual({
      price: 0,
      deposit: 250000,
      residual: 0,
      termYears: 7,
      rate: 7.5,
      frequency: 'weekly',
    });
    expect(
      clampInput({ ...base, residual: 0, termYears: 2.3, rate: 20, frequency: 'monthly' }, s),
    ).toMatchObject({ termYears: 2.5, rate: 14.5 });
  });

  it("starts from the car's price (30,000 when not positive) and the dealer's defaults", () => {
    expect(initialInput(0, settings)).toEqual({
      price: 30000,
      deposit: 3000,
      residual: 0,
      termYears: 5,
      rate: 10,
      frequency: 'weekly',
    });
    expect(initialInput(45990, { ...settings, defaultRate: 8.5 })).toMatchObject({
      price: 45990,
      deposit: 4599,
      rate: 8.5,
    });
  });

  it('puts the fees into the comparison rate, above the nominal rate', () => {
    const fees = {
      establishment: 395,
      securityRegistration: 6,
      monthlyAdmin: 8,
      dealerAgency: 912.25,
    };
    const r = calculate(
      { ...base, rate: 10, residual: 0, frequency: 'monthly' },
      { ...settings, fees },
    );
    expect(Number.parseFloat(r.comparisonRate)).toBeGreaterThan(10);
    expect(r.comparisonRate).toMatch(/^\d+\.\d{2}%$/);
  });

  it('reads the dealer file (max price capped at $250,000)', () => {
    const s = calculatorSettings({
      calculator: { ...settings, maxPrice: 400000 },
      fees: NO_FEES,
      disclaimer: 'x',
    });
    expect(s.maxPrice).toBe(250000);
  });

  it('repayment falls as the term grows and rises with the rate (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 250000 }),
        fc.integer({ min: 1, max: 29 }).map((n) => n / 2),
        fc.integer({ min: 2, max: 13 }).map((n) => n / 2),
        fc.constantFrom('weekly', 'fortnightly', 'monthly' as const),
        (price, rate, years, frequency) => {
          const loan = {
            price,
            deposit: 0,
            residual: 0,
            frequency,
            ratePercent: rate,
            termYears: years,
          };
          expect(repayment({ ...loan, termYears: years + 0.5 })).toBeLessThan(repayment(loan));
          expect(repayment({ ...loan, ratePercent: rate + 0.5 })).toBeGreaterThan(repayment(loan));
        },
      ),
    );
  });
});

/** A weekly loan of `price` with a deposit and final payment, 5 years at 10% unless given. */
const loan = (price: number, deposit: number, residual: number, termYears = 5, rate = 10) =>
  calculate({ price, deposit, residual, termYears, rate, frequency: 'weekly' }, settings);

describe('what an estimate says it is based on', () => {
  it('states what was entered, not a fixed term and deposit', () => {
    const shown = loan(36990, 5000, 8000, 3.5, 7.5);
    expect(shown.basis).toBe(
      'Estimate: $36,990 price, $5,000 deposit, $8,000 final payment, 3.5 years at your rate of 7.50% p.a. (comparison rate 7.50% p.a.*), no fees.',
    );
    expect(calculate(initialInput(36990, settings), settings).basis).toBe(
      'Estimate: $36,990 price, $3,699 deposit, no final payment, 5 years at our example rate of 10.00% p.a. (comparison rate 10.00% p.a.*), no fees.',
    );
  });

  it("starts a car a finance offer covers at the offer's rate and term, named as the offer's", () => {
    const offer = {
      rate: 2.9,
      termYears: 3,
      rateName: "the Kia Cerato finance offer's rate",
      comparisonRate: 3.45,
    };
    const s = withOfferRate({ ...settings, rateMin: 4 }, offer);
    expect(s).toMatchObject({ defaultRate: 2.9, rateMin: 2.9, termYears: 3 });
    // The comparison rate is the one the offer states (it counts the lender's fees), as the
    // offer's own page says it, not one worked out without them.
    const first = calculate(initialInput(30000, s), s);
    expect(first.basis).toBe(
      "Estimate: $30,000 price, $3,000 deposit, no final payment, 3 years at the Kia Cerato finance offer's rate of 2.90% p.a. (comparison rate 3.45% p.a.*), no fees.",
    );
    expect(first.comparisonRate).toBe('3.45%');
    // Once the buyer sets a rate of their own it is theirs, not the offer's, and so is the
    // comparison rate; steps count from it.
    const own = calculate({ ...initialInput(30000, s), rate: 7.4 }, s);
    expect(own.basis).toContain('3 years at your rate of 7.40% p.a. (comparison rate 7.40% p.a.*)');
    expect(withOfferRate({ ...settings, rateMin: 0.5 }, offer).rateMin).toBe(2.9);
    // An offer with no term keeps the dealer's; no offer leaves the settings as they are.
    expect(withOfferRate(settings, { ...offer, termYears: null }).termYears).toBe(5);
    expect(withOfferRate(settings, null)).toBe(settings);
  });

  it('says so when the deposit leaves nothing to borrow or the final payment is more than the loan, with no figure', () => {
    const over = loan(20000, 25000, 0);
    expect(over).toMatchObject({
      depositError: 'Deposit / trade-in must be less than the vehicle price ($20,000).',
      repayment: '–',
      totalPayable: '–',
      amount: null,
    });
    const balloon = loan(20000, 5000, 16000);
    expect(balloon).toMatchObject({
      residualError: 'Residual cannot be more than the amount borrowed ($15,000).',
      repayment: '–',
    });
    // A deposit below zero is clamped to 0 (spec Validation), not an error.
    expect(loan(20000, -50, 0)).toMatchObject({
      depositError: null,
      repayment: expect.stringMatching(/^\$\d/),
    });
  });
});

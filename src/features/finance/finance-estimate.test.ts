import { describe, expect, it } from 'vitest';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { calculate, calculatorSettings, initialInput } from './calculator-view.ts';
import { weeklyEstimate } from './finance-estimate.ts';

const rate85 = dealerConfig({ finance: { calculator: { defaultRate: 8.5 } } });

describe("'Only $X/wk' estimate", () => {
  it('uses the dealer default rate, 10% deposit and 5 years', () => {
    // 30,000 less 10% = 27,000 at 8.5% p.a. over 260 weeks: $127.56 a week, shown as $128.
    expect(weeklyEstimate(30000, rate85)).toEqual({
      weekly: '$128',
      perWeek: expect.closeTo(127.56, 2),
      amount: 30000,
      basis:
        'Estimate: $30,000 price, $3,000 deposit, no final payment, 5 years at our example rate of 8.50% p.a. (comparison rate 8.50% p.a.*), no fees.',
      // The headline beside the figure: the rate and its comparison rate, the same as the basis.
      rates: '8.50% p.a., comparison rate 8.50% p.a.*',
    });
    expect(weeklyEstimate(0, rate85)?.amount).toBe(30000);
    expect(weeklyEstimate(600, rate85)).toBeNull();
  });

  it("adds the dealer's fees", () => {
    const fees = {
      establishment: 395,
      securityRegistration: 6,
      monthlyAdmin: 8,
      dealerAgency: 912.25,
    };
    const withFees = weeklyEstimate(
      30000,
      dealerConfig({ finance: { calculator: { defaultRate: 8.5 }, fees } }),
    )!;
    expect(Number(withFees.weekly.slice(1))).toBeGreaterThan(128);
    // Fees make the loan dearer than its rate says: its comparison rate, beside the rate, is higher.
    const [, comparison] = /comparison rate (\d+\.\d\d)% p\.a\./.exec(withFees.rates)!;
    expect(Number(comparison)).toBeGreaterThan(8.5);
    expect(withFees.basis).toContain(`(comparison rate ${comparison}% p.a.*)`);
  });

  it('is what the calculator shows before anything is changed: one function', () => {
    const config = dealerConfig({ finance: { calculator: { defaultRate: 10 } } });
    const settings = calculatorSettings(config.finance);
    for (const price of [12990, 16990, 36990, 89990]) {
      const shown = calculate(initialInput(price, settings), settings);
      expect(weeklyEstimate(price, config)).toMatchObject({
        weekly: shown.repayment,
        basis: shown.basis,
      });
    }
  });
});

import type { DealerConfig } from '~/config/schema/index.ts';
import { defaultAmount, repaymentText } from '~/features/finance/calculator.ts';
import { repayment } from '~/services/lender/loan.ts';

/**
 * The weekly estimate beside the price ('Only $X/wk', spec §2): the car's price (30,000 when not
 * positive), the dealer's default deposit, rate and term, and their fees; null when the estimate
 * is $25 or less (spec §9 'Enquire for Finance' instead).
 */
export function weeklyEstimate(
  price: number,
  config: Pick<DealerConfig, 'finance'>,
): { weekly: string; amount: number } | null {
  const c = config.finance.calculator;
  const amount = defaultAmount(price);
  const weekly = repayment({
    price: amount,
    deposit: (amount * c.depositPercent) / 100,
    residual: 0,
    ratePercent: c.defaultRate,
    termYears: c.termYears,
    frequency: 'weekly',
    fees: config.finance.fees,
  });
  const text = repaymentText(weekly);
  return text.startsWith('$') ? { weekly: text, amount } : null;
}

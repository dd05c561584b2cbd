import type { DealerConfig } from '~/config/schema/index.ts';

import { ratePair } from './basis.ts';
import { formatRate } from './calculator.ts';
import {
  calculate,
  calculatorSettings,
  initialInput,
  type OfferRate,
  withOfferRate,
} from './calculator-view.ts';

/**
 * The weekly estimate beside the price ('Only $X/wk', spec Screens): exactly what the finance
 * calculator shows before the visitor changes anything (the car's price, 30,000 when not
 * positive, with the dealer's default deposit, rate, term and fees), from the same function, with
 * its basis (`weekly` as shown, `perWeek` unrounded, `amount` the price it is for, named in the
 * basis by `priceName` where it is not the car's price alone) and `rates`, its rate with its
 * comparison rate for the headline beside the figure. A car a finance offer covers is worked out
 * at the offer's rate (`offer`, `withOfferRate`), named as the offer's; null when the estimate is $25 or less
 * (spec Constants 'Enquire for Finance' instead).
 */
export function weeklyEstimate(
  price: number,
  config: Pick<DealerConfig, 'finance'>,
  priceName?: string,
  offer: OfferRate | null = null,
): { weekly: string; perWeek: number; amount: number; basis: string; rates: string } | null {
  const settings = withOfferRate(calculatorSettings(config.finance), offer);
  const input = initialInput(price, settings);
  const result = calculate(input, settings, priceName);
  return result.repayment.startsWith('$') && result.amount !== null
    ? {
        weekly: result.repayment,
        perWeek: result.amount,
        amount: input.price,
        basis: result.basis,
        rates: ratePair(formatRate(input.rate), result.comparisonRate),
      }
    : null;
}

import type { Car } from '~/catalogue/car.schema.ts';
import { formatAud } from '~/features/car/pricing.ts';
import { COMPARISON_RATE_FALLBACK, formatRate } from '~/features/finance/calculator.ts';

const dash = (v: string | null) => v ?? '—';

/** One row of the car's lender table. */
export interface LenderRow {
  name: string;
  rate: string;
  comparison: string;
  weekly: string;
  monthly: string;
  term: string;
  /** The basis of the lender's figure: its deposit and final payment ('None' when 0). */
  deposit: string;
  balloon: string;
}

/**
 * The car's lender table (its feed's `finance_lenders` that quote a weekly payment), with the
 * spec Constants comparison-rate range only where a lender gives none.
 */
export function lenderRows(lenders: Car['finance_lenders']): LenderRow[] {
  return Object.entries(lenders ?? {}).flatMap(([name, q]) =>
    q?.paymentWeek
      ? [
          {
            name,
            rate: dash(q.interestRate != null ? formatRate(q.interestRate) : null),
            comparison:
              q.comparisonRate != null
                ? formatRate(q.comparisonRate)
                : `${formatRate(COMPARISON_RATE_FALLBACK.min)}–${formatRate(COMPARISON_RATE_FALLBACK.max)}`,
            weekly: formatAud(q.paymentWeek),
            monthly: dash(q.paymentMonth ? formatAud(q.paymentMonth) : null),
            term: dash(q.termYears ? `${q.termYears} years` : null),
            deposit: q.deposit == null ? '—' : q.deposit > 0 ? formatAud(q.deposit) : 'None',
            balloon: q.balloon == null ? '—' : q.balloon > 0 ? formatAud(q.balloon) : 'None',
          },
        ]
      : [],
  );
}

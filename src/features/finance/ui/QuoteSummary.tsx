import { formatAud } from '~/features/car/pricing.ts';

import { quoteBasis, type QuoteInputs } from '../basis.ts';
import { COMPARISON_RATE_FALLBACK, formatRate } from '../calculator.ts';
import { monthlyFromWeekly } from '../quote.ts';
import type { QuoteState } from './use-quote.client.ts';

/**
 * The quote's repayment boxes (weekly; monthly = weekly × 4.33) with the rate and its comparison
 * rate side by side, as prominent as each other; dashes while there is none (spec Calls, Errors). Under
 * them, what the quote is based on: the lender's rate for the chosen credit history, the price,
 * deposit, final payment and term (basis.ts), the same words wherever a quote shows.
 */
export default function QuoteSummary({ quote, basis }: { quote: QuoteState; basis: QuoteInputs }) {
  const a = quote.answer;
  return (
    <div className="quote" aria-live="polite" aria-busy={quote.kind === 'loading'}>
      <div className="quote-boxes">
        <div className="quote-box">
          <span className="quote-label">Weekly</span>
          <span className="quote-value" data-testid="quote-weekly">
            {a ? formatAud(a.weeklyRepaymentAmount) : '–'}
          </span>
        </div>
        <div className="quote-box">
          <span className="quote-label">Monthly</span>
          <span className="quote-value" data-testid="quote-monthly">
            {a ? formatAud(monthlyFromWeekly(a.weeklyRepaymentAmount)) : '–'}
          </span>
        </div>
      </div>
      <p className="quote-rates">
        {a ? (
          <>
            {/* The lender's, said so: the calculator on the same page has a rate of its own. */}
            <span>Lender&apos;s rate {formatRate(a.advertisedRate)} p.a.</span>
            <span>Comparison rate* {formatRate(a.comparisonRate)} p.a.</span>
          </>
        ) : (
          <span>
            Comparison rates from {formatRate(COMPARISON_RATE_FALLBACK.min)} to{' '}
            {formatRate(COMPARISON_RATE_FALLBACK.max)} p.a.*
          </span>
        )}
      </p>
      {a && (
        <p className="quote-basis" data-testid="quote-basis">
          {quoteBasis(basis)}
        </p>
      )}
      {quote.kind === 'loading' && (
        <p className="quote-status">
          <span className="spinner" aria-hidden="true" /> Getting your quote…
        </p>
      )}
      {quote.kind === 'error' && (
        <p className="form-alert" role="alert">
          {quote.error}
        </p>
      )}
    </div>
  );
}

import type { CreditScore } from '~/config/credit-scores.ts';
import { formatAud } from '~/features/car/pricing.ts';

import { CREDIT_SCORE_LABELS } from '../quote.ts';
import QuoteSummary from './QuoteSummary.tsx';
import type { StepProps } from './step-fields.tsx';
import type { QuoteState } from './use-quote.client.ts';

/** Step 4, Apply to lender: the estimate, what is being applied for, and the subscribe choice. */
export default function ApplyStep(
  props: Pick<StepProps, 'id' | 'register'> & {
    quote: QuoteState;
    amount: number;
    term: number;
    score: CreditScore;
    optInText: string;
  },
) {
  const { id } = props;
  return (
    <>
      <QuoteSummary
        quote={props.quote}
        basis={{
          purchasePrice: props.amount,
          loanTerm: props.term,
          selfAssessedCreditScore: props.score,
        }}
      />
      <dl className="review">
        <div>
          <dt>Purchase price</dt>
          <dd>{formatAud(props.amount)}</dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>{props.term} years</dd>
        </div>
        <div>
          <dt>Credit history</dt>
          <dd>{CREDIT_SCORE_LABELS[props.score]}</dd>
        </div>
      </dl>
      <div className="check">
        <input id={`${id}-subscribe`} type="checkbox" {...props.register('subscribe')} />
        <label htmlFor={`${id}-subscribe`}>{props.optInText}</label>
      </div>
    </>
  );
}

import type { UseFormSetValue } from 'react-hook-form';

import { CREDIT_SCORES, type CreditScore } from '~/config/credit-scores.ts';
import { clampPurchasePrice, QUOTE_PRICE, QUOTE_TERM } from '~/services/lender/lender.ts';

import { CREDIT_SCORE_LABELS } from '../quote.ts';
import type { PreApprovalValues } from './pre-approval-types.ts';
import QuoteSummary from './QuoteSummary.tsx';
import RangeField from './RangeField.tsx';
import { described, FieldError, type StepProps } from './step-fields.tsx';
import type { QuoteState } from './use-quote.client.ts';

const HELPERS = ['', 'Just me', 'My partner', 'A family member', 'A friend', 'A broker'];

/** Step 1, Quick Estimate: amount (clamped to the quote's bounds on blur), term, credit history, helper. */
export default function EstimateStep(
  props: StepProps & {
    setValue: UseFormSetValue<PreApprovalValues>;
    amount: number;
    term: number;
    score: CreditScore;
    quote: QuoteState;
  },
) {
  const { id, register, errors } = props;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-amount`}>Purchase price</label>
        <div className="money-input">
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            min={QUOTE_PRICE.min}
            max={QUOTE_PRICE.max}
            step={500}
            {...described(id, errors, 'amount')}
            {...register('amount', {
              valueAsNumber: true,
              onBlur: (e: { target: HTMLInputElement }) =>
                props.setValue('amount', clampPurchasePrice(Number(e.target.value))),
            })}
          />
        </div>
        <FieldError id={id} errors={errors} name="amount" />
      </div>
      <RangeField
        id={`${id}-term`}
        label="Loan term"
        shown={`${props.term} years`}
        min={QUOTE_TERM.min}
        max={QUOTE_TERM.max}
        step={QUOTE_TERM.step}
        {...register('term', { valueAsNumber: true })}
      />
      <fieldset className="field segmented">
        <legend>Your credit history</legend>
        {CREDIT_SCORES.map((s) => (
          <label key={s} className={s === props.score ? 'chosen' : undefined}>
            <input type="radio" value={s} {...register('selfAssessedCreditScore')} />
            {CREDIT_SCORE_LABELS[s]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-who`}>Who is helping you buy?</label>
        <select id={`${id}-who`} {...register('whoIsHelping')}>
          {HELPERS.map((h) => (
            <option key={h} value={h}>
              {h || 'Choose (optional)'}
            </option>
          ))}
        </select>
      </div>
      <QuoteSummary
        quote={props.quote}
        basis={{
          purchasePrice: clampPurchasePrice(props.amount),
          loanTerm: props.term,
          selfAssessedCreditScore: props.score,
        }}
      />
    </>
  );
}

import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';

import { CREDIT_SCORES, type CreditScore } from '~/config/credit-scores.ts';
import { storedBuyerState } from '~/features/car/buyer-state.client.ts';
import { BUYER_STATE_EVENT } from '~/features/car/buyer-state.ts';
import type { QuoteAnswer } from '~/services/lender/lender.ts';
import { clampPurchasePrice, QUOTE_DEFAULTS, QUOTE_TERM } from '~/services/lender/lender.ts';
import type { AuState } from '~/services/rego/rego.ts';

import { CREDIT_SCORE_LABELS } from '../quote.ts';
import { type QuoteChoice, quoteChoiceAtom } from '../quote-choice.ts';
import QuoteSummary from './QuoteSummary.tsx';
import RangeField from './RangeField.tsx';
import { useQuote } from './use-quote.client.ts';

export interface QuickQuoteProps {
  price: number;
  year: number;
  vin: string | null;
  nvic: string | null;
  /** The car's stored quote (spec Entities youxQuote), shown until the visitor changes something. */
  stored: QuoteAnswer | null;
  /** A drive-away `price`'s estimate in each state: a buyer who gave their postcode starts from theirs. */
  driveAwayPrices?: Partial<Record<AuState, number>> | null;
}

/** Spec Calls quick quote on the car page: credit history, purchase price (10,000–200,000 on commit), term 1–7 years. */
export default function QuickQuote(props: QuickQuoteProps) {
  const id = useId();
  const start = clampPurchasePrice(props.price > 0 ? props.price : QUOTE_DEFAULTS.purchasePrice);
  const [score, setScore] = useState<CreditScore>(QUOTE_DEFAULTS.selfAssessedCreditScore);
  const [price, setPrice] = useState(start);
  const [typed, setTyped] = useState(String(start));
  const [term, setTerm] = useState<number>(QUOTE_DEFAULTS.loanTerm);
  // The buyer's state's drive-away estimate, as given before or while the quote is open, until
  // the buyer types a price of their own.
  const own = useRef(false);
  useEffect(() => {
    const to = (state: AuState | undefined) => {
      const theirs = state && props.driveAwayPrices?.[state];
      if (!theirs || own.current) return;
      setPrice(clampPurchasePrice(theirs));
      setTyped(String(clampPurchasePrice(theirs)));
    };
    to(storedBuyerState()?.state);
    const given = (e: Event) => to((e as CustomEvent<AuState>).detail);
    addEventListener(BUYER_STATE_EVENT, given);
    return () => removeEventListener(BUYER_STATE_EVENT, given);
  }, []);
  // The buyer's own choices, once they make one, are where the pre-approval popup starts.
  const choose = useSetAtom(quoteChoiceAtom);
  const remember = (change: Partial<QuoteChoice>) =>
    choose({ purchasePrice: price, loanTerm: term, selfAssessedCreditScore: score, ...change });
  const quote = useQuote(
    {
      selfAssessedCreditScore: score,
      purchasePrice: price,
      loanTerm: term,
      year: props.year,
      vin: props.vin ?? '',
      nvic: props.nvic ?? '',
      whoIsHelping: '',
    },
    true,
    props.stored,
  );
  const commit = () => {
    const p = clampPurchasePrice(Number(typed));
    setPrice(p);
    setTyped(String(p));
    if (p === price) return;
    own.current = true;
    remember({ purchasePrice: p });
  };
  return (
    <div className="quick-quote">
      <div className="quick-quote-inputs">
        <div className="field">
          <label htmlFor={`${id}-score`}>Credit history</label>
          <select
            id={`${id}-score`}
            value={score}
            onChange={(e) => {
              const next = e.target.value as CreditScore;
              setScore(next);
              remember({ selfAssessedCreditScore: next });
            }}
          >
            {CREDIT_SCORES.map((s) => (
              <option key={s} value={s}>
                {CREDIT_SCORE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-price`}>Purchase price</label>
          <div className="money-input">
            <input
              id={`${id}-price`}
              type="number"
              inputMode="numeric"
              min={10000}
              max={200000}
              step={500}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onBlur={commit}
              onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), commit())}
            />
          </div>
        </div>
        <RangeField
          id={`${id}-term`}
          label="Loan term"
          shown={`${term} years`}
          min={QUOTE_TERM.min}
          max={QUOTE_TERM.max}
          step={QUOTE_TERM.step}
          value={term}
          onChange={(e) => {
            const next = Number(e.target.value);
            setTerm(next);
            remember({ loanTerm: next });
          }}
        />
      </div>
      <QuoteSummary
        quote={quote}
        basis={{ purchasePrice: price, loanTerm: term, selfAssessedCreditScore: score }}
      />
    </div>
  );
}

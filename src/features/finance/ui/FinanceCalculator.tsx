import { useId, useMemo, useState } from 'react';

import { tradeInLine } from '~/features/trade-in/accepted.ts';
import { FREQUENCIES, type Frequency } from '~/services/lender/loan.ts';

import { CALCULATOR, clampDepositOrResidual } from '../calculator.ts';
import { calculate, type CalculatorSettings } from '../calculator-view.ts';
import { COMPARISON_WARNING } from '../texts.ts';
import RangeField from './RangeField.tsx';
import { type CalculatorStart, useCalculatorInput } from './use-calculator-input.client.ts';

export interface FinanceCalculatorProps {
  settings: CalculatorSettings;
  /** The car's price (30,000 when not positive). */
  price: number | null;
  carId?: number;
  /** The disclaimer, cut at 197 characters, and whether a toggle is needed. */
  disclaimer: { short: string; full: string; truncated: boolean };
  /** What the dealer sells ('Caravan'), for the price field's label; 'Vehicle' without. */
  noun?: string;
  /** Read ?price= / ?vehiclePriceBudget= and ?loanTerm= from the address when it starts (the finance page). */
  fromAddress?: boolean;
  /** A car page whose price leaves out the government charges: `price` is a drive-away estimate. */
  driveAwayState?: CalculatorStart['driveAwayState'];
  /** The same estimate in each state, for a buyer who gives their postcode. */
  driveAwayPrices?: CalculatorStart['driveAwayPrices'];
}

const FREQUENCY_LABEL: Record<Frequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};

/**
 * Spec Validation/Constants finance calculator: price, deposit/trade-in, residual, term (1–7 years, step 0.5),
 * rate (the dealer's range, step 0.5) and frequency; the repayment in whole dollars, the
 * comparison rate beside the rate, the total payable. The first change sends event 26.
 */
export default function FinanceCalculator(props: FinanceCalculatorProps) {
  const id = useId();
  const s = props.settings;
  const { input, setInput, change, typed, setTyped, tradeIn, priceName } = useCalculatorInput(
    props,
    id,
  );
  const [showAll, setShowAll] = useState(false);
  const result = useMemo(() => calculate(input, s, priceName), [input, s, priceName]);

  const money$ = (name: 'price' | 'deposit' | 'residual', label: string, hint?: string) => {
    const fid = `${id}-${name}`;
    const error =
      name === 'price'
        ? result.priceError
        : name === 'deposit'
          ? result.depositError
          : result.residualError;
    return (
      <div className="field">
        <label htmlFor={fid}>{label}</label>
        <div className="money-input">
          <input
            id={fid}
            type="number"
            inputMode="decimal"
            min={0}
            max={name === 'price' ? s.maxPrice : CALCULATOR.depositResidual.max}
            step={name === 'price' ? 1 : CALCULATOR.depositResidual.step}
            value={typed[name]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fid}-error` : hint ? `${fid}-hint` : undefined}
            onChange={(e) => {
              setTyped((t) => ({ ...t, [name]: e.target.value }));
              const n = Number(e.target.value);
              if (Number.isFinite(n)) change({ [name]: n });
            }}
            onBlur={() => {
              // Spec Validation: out-of-range deposit and residual are clamped; a price below 0 becomes 0.
              const v =
                name === 'price' ? Math.max(0, input.price) : clampDepositOrResidual(input[name]);
              setTyped((t) => ({ ...t, [name]: String(v) }));
              setInput((i) => ({ ...i, [name]: v }));
            }}
          />
        </div>
        {hint && !error && (
          <p className="field-hint" id={`${fid}-hint`}>
            {hint}
          </p>
        )}
        {error && (
          <p className="field-error" id={`${fid}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  const per = FREQUENCY_LABEL[input.frequency].toLowerCase();
  return (
    <div className="calculator">
      <div className="calculator-inputs">
        {money$('price', `${props.noun ?? 'Vehicle'} price`)}
        {money$(
          'deposit',
          'Deposit / trade-in',
          tradeIn && input.deposit === clampDepositOrResidual(tradeIn.figure)
            ? tradeInLine(tradeIn)
            : undefined,
        )}
        {money$(
          'residual',
          'Residual (balloon)',
          'Owed as a final payment at the end of the loan.',
        )}
        <RangeField
          id={`${id}-term`}
          label="Loan term"
          shown={`${input.termYears} years`}
          min={CALCULATOR.term.min}
          max={CALCULATOR.term.max}
          step={CALCULATOR.term.step}
          value={input.termYears}
          onChange={(e) => change({ termYears: Number(e.target.value) })}
        />
        <RangeField
          id={`${id}-rate`}
          label="Interest rate"
          shown={`${input.rate.toFixed(2)}% p.a.`}
          min={s.rateMin}
          max={s.rateMax}
          step={CALCULATOR.rate.step}
          value={input.rate}
          onChange={(e) => change({ rate: Number(e.target.value) })}
        />
        <fieldset className="field segmented">
          <legend>Repayment frequency</legend>
          {(Object.keys(FREQUENCIES) as Frequency[]).map((f) => (
            <label key={f} className={f === input.frequency ? 'chosen' : undefined}>
              <input
                type="radio"
                name={`${id}-frequency`}
                value={f}
                checked={f === input.frequency}
                onChange={() => change({ frequency: f })}
              />
              {FREQUENCY_LABEL[f]}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="calculator-result" aria-live="polite">
        <p className="result-label">
          Estimated {per} repayment, {result.periods} payments
        </p>
        <p className="result-amount" data-testid="repayment">
          {result.repayment}
        </p>
        <dl className="rates">
          <div>
            <dt>Interest rate</dt>
            <dd>{input.rate.toFixed(2)}% p.a.</dd>
          </div>
          <div>
            <dt>Comparison rate*</dt>
            <dd data-testid="comparison-rate">
              {result.comparisonRate === '–' ? '–' : `${result.comparisonRate} p.a.`}
            </dd>
          </div>
        </dl>
        <dl className="totals">
          <div>
            <dt>Total payable on the loan</dt>
            <dd data-testid="total-payable">{result.totalPayable}</dd>
          </div>
        </dl>
        <p className="warning">{COMPARISON_WARNING}</p>
      </div>
      <p className="calculator-basis" data-testid="calculator-basis">
        {result.basis}
      </p>
      <p className="calculator-disclaimer" id={`${id}-disclaimer`}>
        {showAll || !props.disclaimer.truncated ? props.disclaimer.full : props.disclaimer.short}{' '}
        {props.disclaimer.truncated && (
          <button
            type="button"
            className="link-button"
            aria-expanded={showAll}
            aria-controls={`${id}-disclaimer`}
            onClick={() => setShowAll((v) => !v)}
          >
            {showAll ? 'View less' : 'View more'}
          </button>
        )}
      </p>
    </div>
  );
}

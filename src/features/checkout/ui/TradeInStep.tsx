import { useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { formatAud } from '~/features/car/pricing.ts';
import type { AcceptedTradeIn } from '~/features/trade-in/accepted.ts';
import { longDate } from '~/features/trade-in/accepted.ts';

import type { OrderChoices } from '../checkout-form.ts';
import { Choice } from './fields.tsx';

type Order = Partial<OrderChoices>;

/** Step: the trade-in. The estimate the buyer accepted on the valuation (it comes off the price), or none. */
export function TradeInStep(props: {
  order: Order;
  tradeIn: AcceptedTradeIn | null;
  /**
   * Whether this browser's journey and the car's state are known. Until then Continue is drawn
   * disabled: a tap before the island runs would be lost, and one before the tab's saved
   * journey is read would be undone by it.
   */
  ready: boolean;
  valueHref: string;
  onValue: () => void;
  onNext: (o: Order) => void;
}) {
  // Until the buyer picks, the choice follows what is known: an accepted trade-in this browser
  // learns of after the step is drawn is used (a quick Continue must not drop it).
  const [picked, setUse] = useState<boolean | null>(null);
  const use = picked ?? Boolean(props.tradeIn && props.order.valuation_id !== null);
  return (
    <div className="checkout-form">
      {props.tradeIn ? (
        <fieldset className="choices">
          <legend>Your trade-in</legend>
          <Choice
            name="trade-in"
            checked={use}
            onPick={() => setUse(true)}
            title={<>Trade in my {props.tradeIn.vehicle}</>}
          >
            Estimate {formatAud(props.tradeIn.figure)}, valid until{' '}
            {longDate(props.tradeIn.validUntil)}, subject to a free inspection at handover. It comes
            off the price.
          </Choice>
          <Choice name="trade-in" checked={!use} onPick={() => setUse(false)} title="No trade-in" />
        </fieldset>
      ) : (
        <>
          <p>
            Have a car to trade in? Value it in about two minutes and the estimate comes off the
            price. Your order waits here.
          </p>
          <p>
            <a
              className={buttonClass({ variant: 'secondary' })}
              href={props.valueHref}
              onClick={props.onValue}
            >
              Value my trade-in
            </a>
          </p>
        </>
      )}
      <div className="step-actions">
        <button
          type="button"
          className={buttonClass({ variant: 'primary' })}
          disabled={!props.ready}
          onClick={() =>
            props.onNext({ valuation_id: use && props.tradeIn ? props.tradeIn.valuationId : null })
          }
        >
          {props.tradeIn ? 'Continue' : 'Continue without a trade-in'}
        </button>
      </div>
    </div>
  );
}

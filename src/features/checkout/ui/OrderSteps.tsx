import { lazy, Suspense, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import type { PreApprovalProps } from '~/features/finance/ui/PreApproval.tsx';
import { formatAud } from '~/features/inventory/pricing.ts';
import type { AcceptedTradeIn } from '~/features/trade-in/accepted.ts';
import { longDate } from '~/features/trade-in/accepted.ts';
import { formatReference } from '~/server/reference.ts';

import { addressSchema, CHECKOUT_MESSAGES, type OrderChoices } from '../checkout-form.ts';
import { Alert } from './fields.tsx';

const PreApproval = lazy(() => import('~/features/finance/ui/PreApproval.tsx'));

type Order = Partial<OrderChoices>;

export interface PickUpLocation {
  id: number;
  name: string;
  address: string;
}

/** Step: the trade-in. The estimate the buyer accepted on the valuation (it comes off the price), or none. */
export function TradeInStep(props: {
  order: Order;
  tradeIn: AcceptedTradeIn | null;
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
          <label className="choice">
            <input type="radio" name="trade-in" checked={use} onChange={() => setUse(true)} />
            <span>
              <strong>Trade in my {props.tradeIn.vehicle}</strong>
              <br />
              Estimate {formatAud(props.tradeIn.figure)}, valid until{' '}
              {longDate(props.tradeIn.validUntil)}, subject to a free inspection at handover. It
              comes off the price.
            </span>
          </label>
          <label className="choice">
            <input type="radio" name="trade-in" checked={!use} onChange={() => setUse(false)} />
            <span>
              <strong>No trade-in</strong>
            </span>
          </label>
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

/** Step: finance (the pre-approval, here) or pay in full. */
export function PaymentMethodStep(props: {
  order: Order;
  /** The pre-approval's settings where the dealer has a lender; null where it has none. */
  preApproval: Omit<PreApprovalProps, 'onApplied'> | null;
  financePhone: string | null;
  onNext: (o: Order) => void;
}) {
  const [method, setMethod] = useState<OrderChoices['payment']>(
    props.order.payment ?? 'pay-in-full',
  );
  const [applied, setApplied] = useState<string | null>(props.order.finance_application_id ?? null);
  // The reference the buyer reads out (the application's lead), known once it is sent here.
  const [reference, setReference] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className="checkout-form">
      <fieldset className="choices">
        <legend>How will you pay for it?</legend>
        <label className="choice">
          <input
            type="radio"
            name="payment"
            checked={method === 'finance'}
            onChange={() => setMethod('finance')}
          />
          <span>
            <strong>Finance</strong>
            <br />
            {props.preApproval
              ? 'Get pre-approved now in about two minutes, with no impact on your credit score.'
              : `Our finance team arranges your loan with you${props.financePhone ? ` (${props.financePhone})` : ''}.`}
          </span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="payment"
            checked={method === 'pay-in-full'}
            onChange={() => setMethod('pay-in-full')}
          />
          <span>
            <strong>Pay in full</strong>
            <br />
            The balance by bank transfer before you take the car.
          </span>
        </label>
      </fieldset>
      {method === 'finance' && props.preApproval && (
        <div className="pre-approval-panel">
          {applied ? (
            <Alert
              tone="note"
              text={`Your pre-approval application${reference ? ` ${reference}` : ''} is with the finance team. It goes with your order.`}
            />
          ) : open ? (
            <Suspense fallback={<p role="status">Loading the pre-approval…</p>}>
              <PreApproval
                {...props.preApproval}
                onApplied={(url, leadId) => {
                  const id = /\/finance\/application\/([\w-]+)/.exec(url)?.[1] ?? null;
                  setApplied(id ?? 'sent');
                  setReference(formatReference(leadId));
                }}
              />
            </Suspense>
          ) : (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => setOpen(true)}
            >
              Get pre-approved now
            </button>
          )}
        </div>
      )}
      <div className="step-actions">
        <button
          type="button"
          className={buttonClass({ variant: 'primary' })}
          onClick={() =>
            props.onNext({
              payment: method,
              finance_application_id:
                method === 'finance' && applied && applied !== 'sent' ? applied : null,
            })
          }
        >
          Continue
        </button>
      </div>
    </div>
  );
}

/** Step: pick up at one of the dealer's locations, or delivery to an address (where the dealer delivers). */
export function FulfilmentStep(props: {
  id: string;
  order: Order;
  locations: PickUpLocation[];
  defaultLocation: number | null;
  deliveryFee: number | null;
  onNext: (o: Order) => void;
}) {
  const { id } = props;
  const [how, setHow] = useState<OrderChoices['fulfilment']>(props.order.fulfilment ?? 'pick-up');
  const [location, setLocation] = useState<number | null>(
    props.order.location_id ??
      props.defaultLocation ??
      (props.locations.length === 1 ? props.locations[0]!.id : null),
  );
  const [address, setAddress] = useState<Record<string, string>>(
    props.order.delivery_address ?? { street: '', suburb: '', state: '', postcode: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  function next() {
    if (how === 'pick-up') {
      if (!location) return setErrors({ location: CHECKOUT_MESSAGES.location });
      return props.onNext({ fulfilment: how, location_id: location, delivery_address: null });
    }
    const parsed = addressSchema.safeParse(address);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const i of parsed.error.issues) found[String(i.path[0])] ??= i.message;
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    props.onNext({ fulfilment: how, location_id: null, delivery_address: parsed.data });
  }
  const field = (name: 'street' | 'suburb' | 'postcode', label: string, auto: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={`${id}-${name}`}
        autoComplete={auto}
        aria-required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...(name === 'postcode' ? { inputMode: 'numeric' as const, maxLength: 4 } : {})}
        value={address[name] ?? ''}
        onChange={(e) => setAddress({ ...address, [name]: e.target.value })}
      />
      {errors[name] && (
        <p className="field-error" id={`${id}-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <div className="checkout-form">
      <fieldset className="choices">
        <legend>How will you get it?</legend>
        <label className="choice">
          <input
            type="radio"
            name="fulfilment"
            checked={how === 'pick-up'}
            onChange={() => setHow('pick-up')}
          />
          <span>
            <strong>Pick it up</strong>
            <br />
            From one of our locations, at a time we arrange with you.
          </span>
        </label>
        {props.deliveryFee !== null && (
          <label className="choice">
            <input
              type="radio"
              name="fulfilment"
              checked={how === 'delivery'}
              onChange={() => setHow('delivery')}
            />
            <span>
              <strong>Deliver it to me</strong>
              <br />
              {props.deliveryFee === 0
                ? 'Free delivery'
                : `Delivery ${formatAud(props.deliveryFee)}`}{' '}
              to your door.
            </span>
          </label>
        )}
      </fieldset>
      {how === 'pick-up' ? (
        <div className="field">
          <label htmlFor={`${id}-location`}>
            Pick-up location<span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-location`}
            aria-required
            aria-invalid={errors.location ? true : undefined}
            aria-describedby={errors.location ? `${id}-location-error` : undefined}
            value={location ?? ''}
            onChange={(e) => setLocation(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Choose a location</option>
            {props.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}, {l.address}
              </option>
            ))}
          </select>
          {errors.location && (
            <p className="field-error" id={`${id}-location-error`}>
              {errors.location}
            </p>
          )}
        </div>
      ) : (
        <>
          {field('street', 'Street address', 'address-line1')}
          <div className="field-pair">
            {field('suburb', 'Suburb', 'address-level2')}
            <div className="field">
              <label htmlFor={`${id}-state`}>
                State<span aria-hidden="true"> *</span>
              </label>
              <select
                id={`${id}-state`}
                aria-required
                aria-invalid={errors.state ? true : undefined}
                aria-describedby={errors.state ? `${id}-state-error` : undefined}
                value={address.state ?? ''}
                onChange={(e) => setAddress({ ...address, state: e.target.value })}
              >
                <option value="">Choose</option>
                {['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].map((st) => (
                  <option key={st}>{st}</option>
                ))}
              </select>
              {errors.state && (
                <p className="field-error" id={`${id}-state-error`}>
                  {errors.state}
                </p>
              )}
            </div>
          </div>
          {field('postcode', 'Postcode', 'postal-code')}
        </>
      )}
      <div className="step-actions">
        <button type="button" className={buttonClass({ variant: 'primary' })} onClick={next}>
          Continue
        </button>
      </div>
    </div>
  );
}

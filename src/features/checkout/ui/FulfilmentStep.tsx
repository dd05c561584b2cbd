import { useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { formatAud } from '~/features/car/pricing.ts';

import { addressSchema, CHECKOUT_MESSAGES, type OrderChoices } from '../checkout-form.ts';
import { Choice } from './fields.tsx';

type Order = Partial<OrderChoices>;

export interface PickUpLocation {
  id: number;
  name: string;
  address: string;
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
        <Choice
          name="fulfilment"
          checked={how === 'pick-up'}
          onPick={() => setHow('pick-up')}
          title="Pick it up"
        >
          From one of our locations, at a time we arrange with you.
        </Choice>
        {props.deliveryFee !== null && (
          <Choice
            name="fulfilment"
            checked={how === 'delivery'}
            onPick={() => setHow('delivery')}
            title="Deliver it to me"
          >
            {props.deliveryFee === 0 ? 'Free delivery' : `Delivery ${formatAud(props.deliveryFee)}`}{' '}
            to your door.
          </Choice>
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

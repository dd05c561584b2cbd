import { useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import { EVENTS } from '~/features/analytics/events.ts';
import { sendEvent } from '~/features/analytics/send.client.ts';
import { maskPhone, telHref } from '~/features/phones/phones.ts';

interface Props {
  phone: string;
  car: { id: number; dealershipId: number };
  websiteId: number;
}

/**
 * Spec §4 phone reveal: the number masked (first 5 characters) until clicked; then shown in full,
 * the reveal recorded (car_id, dealership_id, website_id) and event 25 sent. Failures are silent.
 * (Sites that show the number at once render a plain call link instead; see CarPage.astro.)
 */
export default function PhoneReveal({ phone, car, websiteId }: Props) {
  const [shown, setShown] = useState(false);
  if (shown)
    return (
      <a
        className={buttonClass({ className: 'phone' })}
        href={telHref(phone)}
        onClick={() => void sendEvent({ event_id: EVENTS.phoneClick, car_id: car.id })}
      >
        Call {phone}
      </a>
    );
  return (
    <button
      type="button"
      className={buttonClass({ className: 'phone' })}
      onClick={() => {
        setShown(true);
        void fetch('/api/phone-reveal', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            car_id: car.id,
            dealership_id: car.dealershipId,
            website_id: websiteId,
          }),
          keepalive: true,
        }).catch(() => console.warn('Phone reveal not recorded'));
        void sendEvent({ event_id: EVENTS.phoneClick, car_id: car.id });
      }}
    >
      <span aria-hidden="true">{maskPhone(phone)}</span>
      <span className="visually-hidden">Show the phone number</span>{' '}
      <span className="reveal">Show number</span>
    </button>
  );
}

import { useState } from 'react';
import { EVENTS } from '../analytics/events.ts';
import { maskPhone, telHref } from '../phones/phones.ts';

interface Props {
  phone: string;
  /** Spec §4: some sites show the number at once. */
  immediate: boolean;
  car: { id: number; dealershipId: number };
  websiteId: number;
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(() => undefined);

/**
 * Spec §4 phone reveal: the number masked (first 5 characters) until clicked; then shown in full,
 * the reveal recorded (car_id, dealership_id, website_id) and event 25 sent. Failures are silent.
 */
export default function PhoneReveal({ phone, immediate, car, websiteId }: Props) {
  const [shown, setShown] = useState(immediate);
  if (shown) return <a className="button phone" href={telHref(phone)} onClick={() => void post('/api/events', { event_id: EVENTS.phoneClick, car_id: car.id, url: location.href })}>Call {phone}</a>;
  return (
    <button type="button" className="button phone" onClick={() => {
      setShown(true);
      void post('/api/phone-reveal', { car_id: car.id, dealership_id: car.dealershipId, website_id: websiteId });
      void post('/api/events', { event_id: EVENTS.phoneClick, car_id: car.id, url: location.href });
    }}>
      <span aria-hidden="true">{maskPhone(phone)}</span>
      <span className="visually-hidden">Show the phone number</span> <span className="reveal">Show number</span>
    </button>
  );
}

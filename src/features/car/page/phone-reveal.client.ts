import { EVENTS } from '~/features/analytics/events.ts';
import { sendEvent } from '~/features/analytics/send.client.ts';
import { telHref } from '~/features/phones/phones.ts';

/**
 * Spec States phone reveal (page/PhoneButton.astro): pressing the masked number puts the call link in
 * its place (focus moves to it; calling sends event 25 again), records the reveal
 * (POST /api/phone-reveal: car, dealership, website) and sends event 25. A failed record is only
 * logged: the visitor has the number.
 */
export function wirePhoneReveal(button: HTMLButtonElement): void {
  const { phone = '', carId, dealershipId, websiteId } = button.dataset;
  button.addEventListener('click', () => {
    const link = document.createElement('a');
    link.className = button.className;
    link.href = telHref(phone);
    link.textContent = `Call ${phone}`;
    link.addEventListener(
      'click',
      () => void sendEvent({ event_id: EVENTS.phoneClick, car_id: Number(carId) }),
    );
    button.replaceWith(link);
    link.focus();
    void fetch('/api/phone-reveal', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        car_id: Number(carId),
        dealership_id: Number(dealershipId),
        website_id: Number(websiteId),
      }),
      keepalive: true,
    }).catch(() => console.warn('Phone reveal not recorded'));
    void sendEvent({ event_id: EVENTS.phoneClick, car_id: Number(carId) });
  });
}

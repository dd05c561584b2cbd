import type { CheckoutPageData } from './page.server.ts';

/** A checkout page's title: what it does and for which car. */
export const checkoutTitle = (kind: 'reserve' | 'buy-online', data: CheckoutPageData) =>
  data.status === 200
    ? `${kind === 'reserve' ? 'Reserve' : 'Buy online'}: ${data.car.name}`
    : 'Checkout';

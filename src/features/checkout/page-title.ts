/** A checkout page's title: what it does and for which car. */
export const checkoutTitle = (kind: 'reserve' | 'buy-online', carName: string) =>
  `${kind === 'reserve' ? 'Reserve' : 'Buy online'}: ${carName}`;

/**
 * A buy-online order's figures, in cents: what is left to pay after the trade-in
 * and the deposit, with the delivery fee. One function for the order summary the buyer reviews and
 * the order the server keeps, so the two never disagree.
 */
export function orderFigures(o: {
  priceCents: number;
  tradeInCents: number;
  deliveryFeeCents: number;
  depositCents: number;
}) {
  const balanceCents = o.priceCents + o.deliveryFeeCents - o.tradeInCents - o.depositCents;
  return { ...o, balanceCents };
}

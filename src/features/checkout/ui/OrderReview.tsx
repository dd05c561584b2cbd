import { formatAud } from '~/features/car/pricing.ts';
import { formatCents, toCents } from '~/features/checkout/reserve/terms.ts';
import type { AcceptedTradeIn } from '~/features/trade-in/accepted.ts';

import { orderFigures } from '../order.ts';

/** What the car's price is, as the order's first line: 'Price (Drive Away)'. */
export const priceTerm = (label: string | null) => (label ? `Price (${label})` : 'Price');

/** The order as the buyer reviews it before paying: the same figures the server keeps (`orderFigures`). */
export default function OrderReview(p: {
  price: number;
  priceLabel: string | null;
  tradeIn: AcceptedTradeIn | null;
  deliveryFee: number | null;
  depositCents: number;
  finance: boolean;
}) {
  const f = orderFigures({
    priceCents: toCents(p.price),
    tradeInCents: p.tradeIn ? toCents(p.tradeIn.figure) : 0,
    deliveryFeeCents: p.deliveryFee ? toCents(p.deliveryFee) : 0,
    depositCents: p.depositCents,
  });
  return (
    <dl className="summary order-summary">
      <dt>{priceTerm(p.priceLabel)}</dt>
      <dd>{formatAud(p.price)}</dd>
      {p.tradeIn && (
        <>
          <dt>Trade-in estimate ({p.tradeIn.vehicle})</dt>
          <dd>−{formatCents(f.tradeInCents)}</dd>
        </>
      )}
      {p.deliveryFee !== null && (
        <>
          <dt>Delivery</dt>
          <dd>{p.deliveryFee === 0 ? 'Free' : formatCents(f.deliveryFeeCents)}</dd>
        </>
      )}
      <dt>Deposit, paid now</dt>
      <dd>−{formatCents(f.depositCents)}</dd>
      <dt>
        {f.balanceCents < 0
          ? 'We pay you'
          : p.finance
            ? 'Balance, by finance'
            : 'Balance, before handover'}
      </dt>
      <dd>{formatCents(Math.abs(f.balanceCents))}</dd>
    </dl>
  );
}

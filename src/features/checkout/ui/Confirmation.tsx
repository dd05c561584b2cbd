import { formatMobile } from '~/features/phones/format-mobile.ts';
import { formatReference } from '~/server/reference.ts';

import { depositLine, type ReservationAnswer } from '../view.ts';
import { cancelHref } from './checkout.client.ts';

/** The confirmation: the hold's end in the dealer's time zone, the deposit, what happens next, and the cancel link. */
export default function Confirmation(props: {
  answer: ReservationAnswer;
  dealerName: string;
  phone: string | null;
  buyerPhone: string | null;
  carLink: string;
  priceTerm: string;
  /** What the dealer sells, lower case ('car', 'caravan'). */
  noun: string;
}) {
  const r = props.answer.reservation;
  const buying = r.kind === 'buy-online';
  const order = r.order;
  return (
    <div className="checkout-done">
      <p className="badge-ok">{buying ? 'Order placed' : 'Reserved'}</p>
      <p className="done-lede">
        {r.contact.first_name ? `${r.contact.first_name}, the ` : 'The '}
        <strong>{r.car.name}</strong> is held for you until <strong>{r.held_until_text}</strong>.
      </p>
      <p>{depositLine(r)}</p>
      {order && (
        <dl className="summary order-summary">
          <dt>{props.priceTerm}</dt>
          <dd>{order.price}</dd>
          {order.trade_in && (
            <>
              <dt>Trade-in estimate</dt>
              <dd>−{order.trade_in}</dd>
            </>
          )}
          {order.delivery_fee && (
            <>
              <dt>Delivery</dt>
              <dd>{order.delivery_fee}</dd>
            </>
          )}
          <dt>Deposit paid</dt>
          <dd>−{order.deposit}</dd>
          <dt>{order.balance_owed_to_buyer ? 'We pay you' : 'Balance to pay'}</dt>
          <dd>{order.balance}</dd>
        </dl>
      )}
      <h3>What happens next</h3>
      <ol className="next-steps">
        <li>
          {props.dealerName} calls you
          {props.buyerPhone ? ` on ${formatMobile(props.buyerPhone)}` : ''} within business hours to{' '}
          {buying
            ? 'confirm your order and arrange the paperwork'
            : `arrange a time to see the ${props.noun}`}
          .{props.phone ? ` Or call them on ${props.phone}.` : ''}
        </li>
        {buying ? (
          <li>
            {order?.payment === 'finance'
              ? 'The finance team finalises your loan; '
              : 'You pay the balance by bank transfer before handover; '}
            {order?.fulfilment === 'delivery'
              ? `then the ${props.noun} is delivered to you.`
              : `then you collect the ${props.noun}.`}
            {order?.trade_in ? ' Your trade-in is inspected at handover.' : ''}
          </li>
        ) : (
          <li>
            Come in before the hold ends to inspect and buy it; the deposit comes off the price.
          </li>
        )}
        <li>Changed your mind? Cancel before then and your deposit comes back in full.</li>
      </ol>
      <p className="done-actions">
        {props.answer.cancel_token && (
          <a href={cancelHref(props.answer.cancel_token)}>
            Cancel this {buying ? 'order' : 'reservation'}
          </a>
        )}
        <a href={props.carLink}>Back to the {props.noun}</a>
      </p>
      <p className="field-hint">
        Reference {formatReference(r.id)}. Keep this page: its cancel link works once.
      </p>
    </div>
  );
}

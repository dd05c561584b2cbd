import type { SubscriptionTerms } from '~/config/schema/subscription.ts';

import { formatAud } from './pricing.ts';

const km = new Intl.NumberFormat('en-AU');

/** What a subscription price pays for, as the car page and the subscription request say it. */
export interface SubscriptionView {
  /** '$154/week' */
  weekly: string;
  /** What the week includes, then the kilometres: 'Registration and CTP', …, '20,000 km a year'. */
  includes: string[];
  /** 'Minimum 3 months, then 2 weeks' notice. Extra km 15c each. Refundable bond $308.' */
  terms: string;
  /** The request's prefilled message: the car, the price and the terms it asks for. */
  message: string;
}

/** The dealer file's subscription terms (`subscription`) for one car (its title) at its weekly price. */
export function subscriptionView(
  title: string,
  weekly: number,
  subscription: SubscriptionTerms,
): SubscriptionView {
  const price = `${formatAud(weekly)}/week`;
  const months = `${subscription.minimumTermMonths} ${subscription.minimumTermMonths === 1 ? 'month' : 'months'}`;
  const notice =
    subscription.noticeWeeks > 0
      ? `, then ${subscription.noticeWeeks} ${subscription.noticeWeeks === 1 ? "week's" : "weeks'"} notice`
      : ', then end it any time';
  const extra =
    subscription.excessKmCents > 0 ? ` Extra km ${subscription.excessKmCents}c each.` : '';
  const bond =
    subscription.bondWeeks > 0
      ? ` Refundable bond ${formatAud(weekly * subscription.bondWeeks)}.`
      : '';
  const allowance = `${km.format(subscription.kmPerYear)} km a year`;
  return {
    weekly: price,
    includes: [...subscription.includes, allowance],
    terms: `Minimum ${months}${notice}.${extra}${bond}`,
    message: `I'd like to subscribe to the ${title} at ${price} (minimum ${months}, ${allowance}).`,
  };
}

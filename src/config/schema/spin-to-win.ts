import { z } from 'zod';

import { doc } from './doc.ts';

const prizeSchema = z.strictObject({
  label: doc(
    z.string().trim().min(1).max(28),
    'What the wheel segment says (short: it is drawn on the wheel).',
    '$100 fuel card',
  ),
  detail: doc(
    z.string().trim().min(1).max(200),
    'What the winner gets and how, shown with the result and sent to the dealer.',
    'A $100 fuel card, handed over when you pick up your next car.',
  ),
  weight: doc(
    z.number().int().min(1).max(1000),
    "The prize's share of the draw: its chance is its weight over all the prizes' weights (shown on the page).",
    10,
  ),
});

/**
 * The spin-to-win promotion (spec Screens /spin-to-win, Roles): a wheel of the dealer's prizes, one spin
 * per signed-in user, the prize drawn by the server and sent to the dealer as a lead.
 */
export const spinToWinSchema = z.strictObject({
  title: doc(z.string().trim().min(1).max(80), 'Heading of the page.', 'Spin to win'),
  intro: doc(
    z.string().trim().min(1).max(300),
    'One or two sentences under the heading: what the promotion is.',
    'Every spin wins. Spin once and bring your code to the yard.',
  ),
  prizes: doc(
    z.array(prizeSchema).min(2).max(10),
    'The segments of the wheel, 2 to 10, in the order they are drawn round it.',
    [{ label: '$100 fuel card', detail: 'A $100 fuel card.', weight: 10 }],
  ),
  claimDays: doc(
    z.number().int().min(1).max(365).default(30),
    'Days a winner has to claim the prize with its code.',
    30,
  ),
  terms: doc(
    z.string().trim().min(1).max(2000),
    'The terms of the promotion (who may enter, one spin each, how to claim), shown under the wheel.',
    'One spin per person. Prizes are not exchangeable for cash.',
  ),
});

export type SpinToWin = z.infer<typeof spinToWinSchema>;

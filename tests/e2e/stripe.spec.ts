import Stripe from 'stripe';

import { loadSite } from '~/catalogue/load.server.ts';
import { listDealerSlugs, loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts, STRIPE_WEBHOOK_SECRET, stripeStandInPorts } from '../../playwright.config.ts';
import { storedLeads } from '../support/outbox.ts';
import { axeClean, freshMobile, signIn } from '../support/sign-in.ts';
import { stripeInBrowser } from '../support/stripe-js.ts';
import { expect, test } from '../support/test.ts';

/**
 * A sample dealer that takes its deposits through Stripe, served as built, its keys pointed at the
 * Stripe stand-in beside the browser tests (playwright.config.ts): the reservation paid by card in
 * the page, and /api/payments/webhook over HTTP with events signed by the `stripe` package's own
 * test-header helper: sent early, sent five times, and a refund made in Stripe's dashboard.
 */
const slug = listDealerSlugs().find((s) => loadDealerConfig(s).payments.provider === 'stripe')!;
const base = `http://127.0.0.1:${dealerPorts[slug]}`;
const stand = `http://127.0.0.1:${stripeStandInPorts[slug]}`;

interface StandInIntent {
  id: string;
  status: string;
  description: string;
  metadata: { reservation_id: string };
}
const intentsFor = async (carName: string): Promise<StandInIntent[]> =>
  ((await (await fetch(`${stand}/_standin/intents`)).json()) as StandInIntent[]).filter((pi) =>
    pi.description.startsWith(`Deposit: ${carName} (`),
  );
const subcategories = (carId: number): string[] =>
  storedLeads<{ carId: number; subcategory: string }>(slug)
    .filter((l) => l.carId === carId)
    .map((l) => l.subcategory)
    .sort();
/** Posts an event to the site's webhook as Stripe does, signed with the endpoint's secret. */
const post = (event: { id: string; type: string; object: unknown }, signature?: string) => {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    data: { object: event.object },
  });
  return fetch(`${base}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature':
        signature ??
        Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
    },
    body: payload,
  });
};

test.describe(`Stripe served end to end (${slug})`, () => {
  test.describe.configure({ timeout: 150_000 });
  // A phone: 390 px wide, touched, not clicked.
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('at 390 px: paid by card through Stripe; early, repeated and refund events each do what Stripe means', async ({
    page,
  }) => {
    const car = loadSite(loadDealerConfig(slug))
      .listed.filter(
        (c) => c.status === 'in_stock' && c.checkout_enabled && !c.reserved && c.price > 1000,
      )
      .reverse()[2]!;
    await stripeInBrowser(page, stripeStandInPorts[slug]!);
    await page.goto(`${base}/cars/${car.slug}`);
    await page
      .getByRole('group', { name: 'Actions' })
      .getByRole('link', { name: 'Reserve Car Now' })
      .tap();
    await page.waitForURL((u) => u.pathname === '/sign-in');
    await signIn(page, slug, freshMobile());
    await page.waitForURL((u) => u.pathname === `/cars/${car.slug}/checkout`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(
      'Reserve the ',
      '',
    );
    // The journey has read the session (it is running): the account's details are filled in.
    await expect(
      page.getByText(/^You are signed in with 04\d\d \d{3} \d{3}: no code needed\.$/),
    ).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveValue('Nguyen');
    await page.getByLabel('I agree to these deposit terms').tap();
    await expect(page.getByLabel('I agree to these deposit terms')).toBeChecked();
    await page.getByRole('button', { name: /^Continue to pay the \$\d+ deposit$/ }).tap();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Pay deposit' })).toBeFocused();
    await expect(page.getByRole('note')).toContainText('Test mode: no real card is charged.');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await axeClean(page);

    const [intent] = await intentsFor(name);
    expect(intent).toMatchObject({ status: 'requires_payment_method' });
    const paidEvent = {
      id: `evt_early_${car.id}`,
      type: 'payment_intent.amount_capturable_updated',
      object: { id: intent!.id, object: 'payment_intent', metadata: intent!.metadata },
    };
    // A forged signature is refused before anything is read into the store.
    expect((await post(paidEvent, 't=1,v1=forged')).status).toBe(400);
    // "Paid" before the payment reads paid: nothing is held, and the event is not marked seen.
    const early = await post(paidEvent);
    expect([early.status, await early.json()]).toEqual([200, { received: true, pending: true }]);

    // The buyer pays in the page: a declined card first, then Stripe's test card.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/29');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay \$\d+ deposit$/ }).tap();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$\d+ deposit$/ }).tap();
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Reserved' })).toBeFocused();
    await expect(
      page.getByText(
        /deposit authorised on your card ending 4242: you are only charged if you buy the car\.$/,
      ),
    ).toBeVisible();
    await axeClean(page);
    // Stripe's own event for the payment reached the site, signed, and was answered 200.
    await expect
      .poll(async () => {
        const events = (await (await fetch(`${stand}/_standin/events`)).json()) as {
          type: string;
          answers: number[];
          payload: string;
        }[];
        return events
          .filter((e) => e.payload.includes(intent!.id))
          .map((e) => `${e.type} ${e.answers.join(',')}`);
      })
      .toEqual(['payment_intent.amount_capturable_updated 200']);

    // The early event sent again is handled now (it was not marked seen), and changes nothing more.
    const again = await post(paidEvent);
    expect([again.status, await again.json()]).toEqual([200, { received: true }]);
    // The same event five times at once: one effect (one hold, one lead).
    const five = { ...paidEvent, id: `evt_five_${car.id}` };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(five)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    await expect.poll(() => subcategories(car.id)).toEqual(['Held']);

    // The dealer refunds the deposit in Stripe's dashboard: Stripe's events release the hold.
    const refund = await fetch(`${stand}/_standin/refund/${intent!.id}`, { method: 'POST' });
    const sent = (await refund.json()) as { type: string; answers: number[] }[];
    expect(sent.map((e) => `${e.type} ${e.answers.join(',')}`)).toEqual([
      'payment_intent.canceled 200',
      'charge.refunded 200',
    ]);
    await expect.poll(() => subcategories(car.id)).toEqual(['Held', 'Released by the dealer']);
    await page.goto(`${base}/cars/${car.slug}`);
    await expect(
      page.getByRole('group', { name: 'Actions' }).getByRole('link', { name: 'Reserve Car Now' }),
    ).toBeVisible();
    await page.goto(`${base}/online-payment`);
    const mine = page.getByRole('listitem').filter({ hasText: name });
    await expect(mine.getByText('Released by the dealer', { exact: true })).toBeVisible();
    await expect(mine).toContainText('released on your card ending 4242: you were not charged');
    await axeClean(page);
  });
});

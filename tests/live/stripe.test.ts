import { describe, expect, it } from 'vitest';

import { stripeClient, stripePayments } from '~/services/payments/stripe.server.ts';

import { liveEnv } from './live-env.ts';

const { STRIPE_API_URL: url, STRIPE_SECRET_KEY: key } = liveEnv(
  'STRIPE_API_URL',
  'STRIPE_SECRET_KEY',
);
if (!key.startsWith('sk_test_'))
  throw new Error(
    'STRIPE_SECRET_KEY must be a test-mode key (sk_test_…): the live test makes payments.',
  );

/**
 * STRIPE_API_URL (https://api.stripe.com) and STRIPE_SECRET_KEY set to a test-mode
 * key (sk_test_…): no money moves. The browser's part (the Payment Element's confirm) is done with
 * Stripe's test payment method pm_card_visa.
 */
describe('live Stripe (test mode)', () => {
  const endpoint = new URL(url);
  const options = {
    secretKey: key,
    host: endpoint.hostname,
    ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
  };
  const payments = stripePayments(options);
  const stripe = stripeClient(options);
  const run = Date.now();

  it('authorises a deposit (manual capture), then releases it free', async () => {
    const made = await payments.createIntent({
      amountCents: 20_000,
      currency: 'aud',
      captureMethod: 'manual',
      reservationId: `Rlive${run}`,
      description: 'Live test: reservation deposit',
      idempotencyKey: `live-${run}-create`,
    });
    if (!made.ok) throw new Error(made.message);
    await stripe.paymentIntents.confirm(made.value.id, {
      payment_method: 'pm_card_visa',
      return_url: 'https://example.com/return',
    });
    const held = await payments.retrieve(made.value.id);
    expect(held.ok && held.value.status).toBe('requires_capture');
    const released = await payments.cancel(made.value.id, `live-${run}-release`);
    expect(released.ok && released.value.status).toBe('canceled');
  });

  it('charges a deposit at once, then refunds it in full', async () => {
    const made = await payments.createIntent({
      amountCents: 20_000,
      currency: 'aud',
      captureMethod: 'automatic',
      reservationId: `Rlive${run}b`,
      description: 'Live test: reservation deposit, charged',
      idempotencyKey: `live-${run}-create-b`,
    });
    if (!made.ok) throw new Error(made.message);
    await stripe.paymentIntents.confirm(made.value.id, {
      payment_method: 'pm_card_visa',
      return_url: 'https://example.com/return',
    });
    const refund = await payments.refund(made.value.id, `live-${run}-refund`);
    expect(refund.ok).toBe(true);
  });
});

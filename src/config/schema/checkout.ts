import { z } from 'zod';

import { doc, envVarName } from './doc.ts';

/** Buy online (spec Screens /cars/{slug}/buy-online): the reserve rails with more steps. */
export const buyOnlineSchema = z
  .strictObject({
    enabled: doc(
      z.boolean().default(false),
      'Buy online (/cars/{slug}/buy-online, the Online Purchase button) instead of reserving: trade-in, finance or pay in full, delivery or pick-up, then a deposit that holds the car.',
      true,
    ),
    deposit: doc(
      z.number().int().positive().max(50_000).default(500),
      "Deposit in AUD taken to hold a car bought online (more than a reservation's); it comes off the price.",
      500,
    ),
    deliveryFee: doc(
      z.number().int().min(0).max(10_000).nullable().default(null),
      'Home delivery: its fee in AUD (0 = free), or null when cars are collected from a location only.',
      0,
    ),
  })
  .prefault({});

/** Where deposits are paid (README "Configure real services": Payments). */
export const paymentsSchema = z
  .strictObject({
    provider: doc(
      z.enum(['embedded', 'stripe']).default('embedded'),
      'embedded: the test-mode processor (test cards only, labelled as test mode; on Netlify only with PAYMENTS_TEST_MODE=on); stripe: Stripe PaymentIntents with the Payment Element.',
      'embedded',
    ),
    depositMode: doc(
      z.enum(['authorise', 'charge']).default('authorise'),
      'authorise: the deposit is an authorisation hold on the card (capture_method=manual), captured only when the car is bought and released free otherwise; charge: taken at once and refunded in full when the hold ends without a sale.',
      'authorise',
    ),
    payWindowMinutes: doc(
      z.number().int().min(5).max(60).default(20),
      'Minutes a buyer has to pay the deposit; meanwhile nobody else can reserve the car.',
      20,
    ),
    secretKeyEnv: doc(
      envVarName.default('STRIPE_SECRET_KEY'),
      "Name of the env var holding Stripe's secret key (server only).",
      'STRIPE_SECRET_KEY',
    ),
    publishableKeyEnv: doc(
      envVarName.default('STRIPE_PUBLISHABLE_KEY'),
      "Name of the env var holding Stripe's publishable key (sent to the buyer's browser on the payment step).",
      'STRIPE_PUBLISHABLE_KEY',
    ),
    webhookSecretEnv: doc(
      envVarName.default('STRIPE_WEBHOOK_SECRET'),
      'Name of the env var holding the signing secret of the Stripe webhook endpoint (POST /api/payments/webhook).',
      'STRIPE_WEBHOOK_SECRET',
    ),
  })
  .prefault({});

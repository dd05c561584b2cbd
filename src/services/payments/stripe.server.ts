import Stripe from 'stripe';

import type { Intent, IntentStatus, PaymentResult, Payments } from './payments.ts';

export interface StripeOptions {
  secretKey: string;
  /** Stripe's API host and port (a stand-in in tests; never from a request). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  timeoutMs?: number;
}

type StripeIntent = Stripe.PaymentIntent;

const last4 = (pi: StripeIntent): string | null => {
  const charge = pi.latest_charge;
  if (charge && typeof charge === 'object')
    return charge.payment_method_details?.card?.last4 ?? null;
  return null;
};

const STATUSES: readonly IntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
];
/** A status this code does not know yet is treated as still in progress. */
const status = (s: string): IntentStatus =>
  (STATUSES as readonly string[]).includes(s) ? (s as IntentStatus) : 'processing';

const view = (pi: StripeIntent): Intent => ({
  id: pi.id,
  status: status(pi.status),
  amountCents: pi.amount,
  currency: pi.currency,
  captureMethod: pi.capture_method === 'manual' ? 'manual' : 'automatic',
  amountRefunded:
    pi.latest_charge && typeof pi.latest_charge === 'object' ? pi.latest_charge.amount_refunded : 0,
  cardLast4: last4(pi),
  clientSecret: pi.client_secret,
  reservationId: pi.metadata?.reservation_id ?? null,
  lastError: pi.last_payment_error?.message ?? null,
});

/**
 * An error of Stripe's API as one of our outcomes: a card error is the buyer's to fix; a rate
 * limit, a 5xx, a timeout or a dropped connection is "unavailable" (try later, with the same
 * Idempotency-Key); anything else (a bad request, a bad key, a reused key) is refused.
 */
function outcome(e: unknown): PaymentResult<never> {
  if (e instanceof Stripe.errors.StripeCardError)
    return {
      ok: false,
      kind: 'declined',
      code: e.decline_code ?? e.code ?? 'card_declined',
      message: e.message,
    };
  if (
    e instanceof Stripe.errors.StripeRateLimitError ||
    e instanceof Stripe.errors.StripeConnectionError ||
    (e instanceof Stripe.errors.StripeAPIError && (e.statusCode ?? 500) >= 500)
  )
    return { ok: false, kind: 'unavailable', message: `Stripe: ${e.type}` };
  if (e instanceof Stripe.errors.StripeError)
    return { ok: false, kind: 'refused', message: `Stripe: ${e.type} ${e.code ?? ''}`.trim() };
  return { ok: false, kind: 'unavailable', message: 'Stripe: no answer' };
}

async function attempt<T>(call: () => Promise<T>): Promise<PaymentResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (e) {
    return outcome(e);
  }
}

/** The Stripe client of the adapter (the webhook check uses its signature code too). */
export function stripeClient(opts: StripeOptions): Stripe {
  return new Stripe(opts.secretKey, {
    // The SDK retries a dropped connection, a 409 and a 5xx itself, with the same Idempotency-Key.
    maxNetworkRetries: 2,
    timeout: opts.timeoutMs ?? 8000,
    telemetry: false,
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.protocol ? { protocol: opts.protocol } : {}),
  });
}

/**
 * Stripe: a deposit is a PaymentIntent (`capture_method=manual` for an authorisation hold, which
 * Stripe keeps 7 days for cards, so a 48-hour hold fits and a release is a free cancel; or
 * `automatic` to charge at once and refund), confirmed in the buyer's browser by the Payment
 * Element. Every call that changes anything sends an Idempotency-Key.
 */
export function stripePayments(opts: StripeOptions): Payments {
  const stripe = stripeClient(opts);
  const expand = ['latest_charge'];
  return {
    kind: 'stripe',
    testMode: opts.secretKey.startsWith('sk_test_'),
    createIntent: (req) =>
      attempt(async () =>
        view(
          await stripe.paymentIntents.create(
            {
              amount: req.amountCents,
              currency: req.currency,
              capture_method: req.captureMethod,
              automatic_payment_methods: { enabled: true },
              description: req.description,
              metadata: { reservation_id: req.reservationId },
            },
            { idempotencyKey: req.idempotencyKey },
          ),
        ),
      ),
    retrieve: (id) =>
      attempt(async () => view(await stripe.paymentIntents.retrieve(id, { expand }))),
    capture: (id, key) =>
      attempt(async () =>
        view(await stripe.paymentIntents.capture(id, { expand }, { idempotencyKey: key })),
      ),
    cancel: (id, key) =>
      attempt(async () =>
        view(await stripe.paymentIntents.cancel(id, { expand }, { idempotencyKey: key })),
      ),
    refund: (id, key) =>
      attempt(async () => {
        const refund = await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: key });
        return { id: refund.id };
      }),
  };
}

/** A webhook event Stripe signed, or null when the signature or the time does not check out. */
export function verifiedStripeEvent(
  raw: string,
  signature: string | null,
  secret: string,
  now = Date.now(),
): Stripe.Event | null {
  if (!signature) return null;
  try {
    // Stripe's own check: HMAC-SHA256 of "t.raw" with the endpoint's secret, within 5 minutes.
    return Stripe.webhooks.constructEvent(raw, signature, secret, 300, undefined, now);
  } catch {
    return null;
  }
}

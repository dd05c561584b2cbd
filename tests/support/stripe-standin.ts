import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

import { CARD_MESSAGES, testCardOutcome } from '~/services/payments/payments.ts';

/**
 * A stand-in for Stripe's API over real HTTP, with its documented objects and errors: form-encoded
 * requests with a bearer secret key and an Idempotency-Key (a replay answers the first response,
 * the same key with another body is an idempotency_error), PaymentIntents created, retrieved (with
 * `expand[]=latest_charge`), captured and cancelled, refunds, and `{ error: { type, code, message } }`
 * answers: 401 for a wrong key, 400 for an intent in the wrong state, 429 and 500 on demand, and a
 * mode that never answers.
 *
 * Given a webhook endpoint, it also does what Stripe does around the API: the browser's confirm
 * (`POST /v1/payment_intents/{id}/confirm` with the publishable key and the client secret, as
 * Stripe.js sends it, paid or declined by Stripe's documented test cards), a refund made in the
 * dashboard, and the events each sends, signed with the endpoint's secret by the `stripe` package's
 * own test-header helper. `/_standin/...` is the test's own control surface (no Stripe API).
 */
export type StandInMode = 'ok' | 'rate-limit' | 'down' | 'hang';

export interface StandInOptions {
  port?: number;
  /** Where events are sent, and the endpoint's signing secret. */
  webhook?: { url: string; secret: string };
  /** The publishable key the browser's confirm must carry. */
  publishableKey?: string;
}

export interface SentEvent {
  id: string;
  type: string;
  /** The endpoint's answer to each delivery. */
  answers: number[];
  payload: string;
}

export async function stripeStandIn(opts: StandInOptions = {}) {
  interface Pi {
    id: string;
    object: 'payment_intent';
    amount: number;
    currency: string;
    capture_method: string;
    status: string;
    client_secret: string;
    metadata: Record<string, string>;
    description: string | null;
    latest_charge: string | null;
    last_payment_error: null | { message: string };
  }
  const intents = new Map<string, Pi>();
  const charges = new Map<
    string,
    { id: string; amount: number; amount_refunded: number; last4: string }
  >();
  const idempotent = new Map<string, { body: string; status: number; answer: string }>();
  const calls: { method: string; path: string; key: string | undefined; body: URLSearchParams }[] =
    [];

  const chargeView = (id: string | null) => {
    const c = id ? charges.get(id) : undefined;
    return c
      ? {
          id: c.id,
          object: 'charge',
          amount: c.amount,
          amount_refunded: c.amount_refunded,
          payment_method_details: { type: 'card', card: { brand: 'visa', last4: c.last4 } },
        }
      : id;
  };
  let mode: StandInMode = 'ok';
  let n = 0;
  // Stripe's ids are unique everywhere: two stand-ins (two tests on one store) never share one.
  const tag = randomBytes(6).toString('hex');
  const events: SentEvent[] = [];

  /** Signs and posts an event as Stripe does (its id, type and the object as it is now). */
  async function deliver(event: SentEvent): Promise<number> {
    if (!opts.webhook) return 0;
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: opts.webhook.secret,
    });
    const answer = await fetch(opts.webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: event.payload,
    }).then(
      (r) => r.status,
      () => 0,
    );
    event.answers.push(answer);
    return answer;
  }
  function send(type: string, object: unknown): SentEvent {
    const id = `evt_${tag}${++n}`;
    const event: SentEvent = {
      id,
      type,
      answers: [],
      payload: JSON.stringify({
        id,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      }),
    };
    events.push(event);
    return event;
  }
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const body = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      calls.push({ method: req.method!, path: url.pathname, key, body });
      const send2 = (status: number, answer: unknown) => {
        const text = JSON.stringify(answer);
        if (key && req.method === 'POST' && status < 500 && status !== 429)
          idempotent.set(key, { body: raw, status, answer: text });
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++n}` });
        res.end(text);
      };
      const error = (status: number, type: string, code: string, message: string) =>
        send2(status, { error: { type, code, message } });
      if (mode === 'hang') return;
      if (url.pathname.startsWith('/_standin/')) return control(url, body, send2);
      const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
      if (req.method === 'POST' && confirm && body.get('key')?.startsWith('pk_')) {
        const pi = intents.get(confirm[1]!);
        if (
          !pi ||
          body.get('client_secret') !== pi.client_secret ||
          body.get('key') !== publishable
        )
          return error(
            400,
            'invalid_request_error',
            'resource_missing',
            `No such payment_intent: '${confirm[1]}'`,
          );
        const card = {
          number: body.get('payment_method_data[card][number]') ?? '',
          expiry: `${body.get('payment_method_data[card][exp_month]') ?? ''}/${body.get('payment_method_data[card][exp_year]') ?? ''}`,
          cvc: body.get('payment_method_data[card][cvc]') ?? '',
        };
        const refused = testCardOutcome(card, new Date());
        if (refused) {
          pi.last_payment_error = { message: CARD_MESSAGES[refused] };
          return send2(402, {
            error: {
              type: 'card_error',
              code: refused === 'insufficient_funds' ? 'card_declined' : refused,
              decline_code: refused,
              message: CARD_MESSAGES[refused],
              payment_intent: pi,
            },
          });
        }
        confirmInBrowser(pi.id, card.number.replace(/\D/g, '').slice(-4));
        send2(200, pi);
        void deliver(
          send(
            pi.capture_method === 'manual'
              ? 'payment_intent.amount_capturable_updated'
              : 'payment_intent.succeeded',
            pi,
          ),
        );
        return;
      }
      if (req.headers.authorization !== 'Bearer sk_test_standin')
        return error(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided');
      if (mode === 'rate-limit')
        return error(429, 'invalid_request_error', 'rate_limit', 'Too many requests');
      if (mode === 'down') return error(500, 'api_error', 'server_error', 'Something went wrong');
      if (key && req.method === 'POST') {
        const seen = idempotent.get(key);
        if (seen && seen.body !== raw)
          return error(
            400,
            'idempotency_error',
            'idempotency_key_in_use',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        if (seen) {
          res.writeHead(seen.status, {
            'Content-Type': 'application/json',
            'Idempotent-Replayed': 'true',
          });
          return res.end(seen.answer);
        }
      }
      const parts = url.pathname.split('/').filter(Boolean); // v1, payment_intents, id, action
      const expand = (pi: Pi) =>
        [...url.searchParams, ...body].some(
          ([k, v]) => /^expand\[\d*\]$/.test(k) && v === 'latest_charge',
        )
          ? { ...pi, latest_charge: chargeView(pi.latest_charge) }
          : pi;
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_${tag}${++n}`;
        const pi: Pi = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency')!,
          capture_method: body.get('capture_method') ?? 'automatic',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_abc`,
          metadata: { reservation_id: body.get('metadata[reservation_id]')! },
          description: body.get('description'),
          latest_charge: null,
          last_payment_error: null,
        };
        intents.set(id, pi);
        return send2(200, pi);
      }
      if (parts[1] === 'payment_intents' && parts[2]) {
        const pi = intents.get(parts[2]);
        if (!pi)
          return error(
            404,
            'invalid_request_error',
            'resource_missing',
            `No such payment_intent: '${parts[2]}'`,
          );
        const unexpected = () =>
          error(
            400,
            'invalid_request_error',
            'payment_intent_unexpected_state',
            `This PaymentIntent's status is ${pi.status}.`,
          );
        if (req.method === 'GET') return send2(200, expand(pi));
        if (parts[3] === 'capture') {
          if (pi.status !== 'requires_capture') return unexpected();
          pi.status = 'succeeded';
          return send2(200, expand(pi));
        }
        if (parts[3] === 'cancel') {
          if (pi.status === 'succeeded' || pi.status === 'canceled') return unexpected();
          pi.status = 'canceled';
          return send2(200, expand(pi));
        }
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const pi = intents.get(body.get('payment_intent') ?? '');
        const charge = pi?.latest_charge ? charges.get(pi.latest_charge) : undefined;
        if (!pi || pi.status !== 'succeeded' || !charge)
          return error(
            400,
            'invalid_request_error',
            'charge_not_captured',
            'This PaymentIntent has no captured charge to refund.',
          );
        if (charge.amount_refunded >= charge.amount)
          return error(
            400,
            'invalid_request_error',
            'charge_already_refunded',
            'Charge has already been refunded.',
          );
        charge.amount_refunded = charge.amount;
        return send2(200, {
          id: `re_${tag}${++n}`,
          object: 'refund',
          amount: charge.amount,
          status: 'succeeded',
          payment_intent: pi.id,
        });
      }
      return error(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL');
    });
  });
  const publishable = opts.publishableKey ?? 'pk_test_standin';

  /** A refund made in Stripe's dashboard: an authorisation is cancelled, a charge refunded. */
  async function refundFromDashboard(id: string) {
    const pi = intents.get(id);
    const charge = pi?.latest_charge ? charges.get(pi.latest_charge) : undefined;
    if (!pi || !charge) return null;
    charge.amount_refunded = charge.amount;
    const sent: SentEvent[] = [];
    if (pi.status === 'requires_capture') {
      pi.status = 'canceled';
      sent.push(send('payment_intent.canceled', pi));
    }
    sent.push(
      send('charge.refunded', {
        ...(chargeView(charge.id) as object),
        payment_intent: pi.id,
        refunded: true,
        captured: pi.status === 'succeeded',
      }),
    );
    for (const e of sent) await deliver(e);
    return sent;
  }

  /** The test's control surface: the intents, the events, a dashboard refund, an event sent again. */
  function control(
    url: URL,
    body: URLSearchParams,
    answer: (status: number, body: unknown) => void,
  ) {
    const reservation = url.searchParams.get('reservation_id');
    if (url.pathname === '/_standin/intents')
      return answer(
        200,
        [...intents.values()].filter(
          (pi) => !reservation || pi.metadata.reservation_id === reservation,
        ),
      );
    if (url.pathname === '/_standin/events')
      return answer(
        200,
        events.map(({ id, type, answers, payload }) => ({ id, type, answers, payload })),
      );
    const refund = /^\/_standin\/refund\/([^/]+)$/.exec(url.pathname);
    if (refund)
      return void refundFromDashboard(refund[1]!).then((sent) =>
        answer(sent ? 200 : 404, sent ?? { error: 'no paid intent' }),
      );
    const resend = /^\/_standin\/resend\/([^/]+)$/.exec(url.pathname);
    const event = resend && events.find((e) => e.id === resend[1]);
    if (event) return void deliver(event).then((status) => answer(200, { status }));
    void body;
    return answer(404, { error: 'unknown control' });
  }

  await new Promise<void>((ok) => server.listen(opts.port ?? 0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;

  /** What the buyer's browser does with the Payment Element: pays the intent with a card. */
  function confirmInBrowser(id: string, last4 = '4242') {
    const pi = intents.get(id)!;
    const charge = { id: `ch_${tag}${++n}`, amount: pi.amount, amount_refunded: 0, last4 };
    charges.set(charge.id, charge);
    pi.latest_charge = charge.id;
    pi.status = pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
  }

  return {
    port,
    calls,
    intents,
    events,
    confirmInBrowser,
    refundFromDashboard,
    deliver,
    setMode: (m: StandInMode) => {
      mode = m;
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof stripeStandIn>>;

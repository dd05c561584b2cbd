import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Stripe's API over real HTTP, with its documented objects and errors: form-encoded
 * requests with a bearer secret key and an Idempotency-Key (a replay answers the first response,
 * the same key with another body is an idempotency_error), PaymentIntents created, retrieved (with
 * `expand[]=latest_charge`), captured and cancelled, refunds, and `{ error: { type, code, message } }`
 * answers: 401 for a wrong key, 400 for an intent in the wrong state, 429 and 500 on demand, and a
 * mode that never answers.
 */
export type StandInMode = 'ok' | 'rate-limit' | 'down' | 'hang';

export async function stripeStandIn() {
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
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const body = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      calls.push({ method: req.method!, path: url.pathname, key, body });
      const send = (status: number, answer: unknown) => {
        const text = JSON.stringify(answer);
        if (key && req.method === 'POST' && status < 500 && status !== 429)
          idempotent.set(key, { body: raw, status, answer: text });
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++n}` });
        res.end(text);
      };
      const error = (status: number, type: string, code: string, message: string) =>
        send(status, { error: { type, code, message } });
      if (mode === 'hang') return;
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
        const id = `pi_${++n}standin`;
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
        return send(200, pi);
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
        if (req.method === 'GET') return send(200, expand(pi));
        if (parts[3] === 'capture') {
          if (pi.status !== 'requires_capture') return unexpected();
          pi.status = 'succeeded';
          return send(200, expand(pi));
        }
        if (parts[3] === 'cancel') {
          if (pi.status === 'succeeded' || pi.status === 'canceled') return unexpected();
          pi.status = 'canceled';
          return send(200, expand(pi));
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
        return send(200, {
          id: `re_${++n}`,
          object: 'refund',
          amount: charge.amount,
          status: 'succeeded',
          payment_intent: pi.id,
        });
      }
      return error(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;

  /** What the buyer's browser does with the Payment Element: pays the intent with a card. */
  function confirmInBrowser(id: string, last4 = '4242') {
    const pi = intents.get(id)!;
    const charge = { id: `ch_${++n}`, amount: pi.amount, amount_refunded: 0, last4 };
    charges.set(charge.id, charge);
    pi.latest_charge = charge.id;
    pi.status = pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
  }

  return {
    port,
    calls,
    intents,
    confirmInBrowser,
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

import { z } from 'zod';

import type { Lender } from './lender.ts';

const quoteAnswer = z.object({
  weeklyRepaymentAmount: z.number().positive().max(100_000),
  advertisedRate: z.number().min(0).max(100),
  comparisonRate: z.number().min(0).max(100),
});
const customerAnswer = z.object({ redirectUrl: z.url({ protocol: /^https?$/ }) });

export interface BrokerOptions {
  /** Base URL from env (never from a request). */
  baseUrl: string;
  key: string;
  timeoutMs?: number;
  /** Further tries after a timeout, a network error, 429 or 5xx. */
  retries?: number;
  /** Longest wait between tries, ms (Retry-After is honoured up to this). */
  maxWaitMs?: number;
  fetch?: typeof fetch;
}

/**
 * A finance broker's API with the YouX shapes of spec Calls: `POST {base}/quote` and
 * `POST {base}/create-customer`, JSON, `Authorization: Bearer {key}`. Answers `{ error }` on
 * refusal. Timeouts (8 s), 429 and 5xx are tried again after Retry-After or a doubling pause;
 * create-customer carries an Idempotency-Key, so a repeat cannot make a second customer.
 */
export function brokerLender(opts: BrokerOptions): Lender {
  const doFetch = opts.fetch ?? fetch;
  const retries = opts.retries ?? 2;
  const maxWait = opts.maxWaitMs ?? 2000;
  async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
    let last = 'no answer';
    for (let attempt = 0; attempt <= retries; attempt++) {
      let wait = Math.min(maxWait, 250 * 2 ** attempt);
      try {
        const res = await doFetch(
          new URL(path, opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`),
          {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${opts.key}`,
              ...headers,
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(opts.timeoutMs ?? 8000),
          },
        );
        const answer: unknown = await res.json().catch(() => null);
        if (res.status === 429 || res.status >= 500) {
          last = `HTTP ${res.status}`;
          const after = Number(res.headers.get('retry-after'));
          if (Number.isFinite(after) && after > 0) wait = Math.min(maxWait, after * 1000);
        } else if (!res.ok) {
          const error = (answer as { error?: unknown } | null)?.error;
          return {
            ok: false as const,
            reason: `HTTP ${res.status}${typeof error === 'string' ? `: ${error.slice(0, 200)}` : ''}`,
          };
        } else return { ok: true as const, answer };
      } catch (e) {
        last = e instanceof Error && e.name === 'TimeoutError' ? 'timeout' : 'network';
      }
      if (attempt < retries) await new Promise((r) => setTimeout(r, wait));
    }
    return { ok: false as const, reason: last };
  }
  return {
    kind: 'broker',
    async quote(req) {
      const r = await call('quote', req);
      if (!r.ok) return r;
      const parsed = quoteAnswer.safeParse(r.answer);
      if (parsed.success) return { ok: true, value: parsed.data };
      const error = (r.answer as { error?: unknown } | null)?.error;
      return {
        ok: false,
        reason: typeof error === 'string' ? `refused: ${error.slice(0, 200)}` : 'unreadable answer',
      };
    },
    async createCustomer(req, ids) {
      const r = await call('create-customer', req, { 'Idempotency-Key': ids.idempotencyKey });
      if (!r.ok) return r;
      const parsed = customerAnswer.safeParse(r.answer);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, reason: 'no redirect URL received' };
    },
  };
}

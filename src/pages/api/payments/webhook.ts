import type { APIRoute } from 'astro';

import { reserveContext } from '~/features/checkout/services.server.ts';
import { stripeWebhook } from '~/features/checkout/webhook.server.ts';
import { runJobsAfterChange } from '~/jobs/index.server.ts';
import { clientId } from '~/server/api.server.ts';
import { json, rateLimiter, TOO_MANY } from '~/server/http.server.ts';
import { failure } from '~/server/post.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

const allow = rateLimiter(600);

/**
 * Stripe's webhook: Stripe's servers post here, so there is no same-site check; the
 * Stripe-Signature on the raw body is the check (src/features/checkout/webhook.server.ts).
 */
export const POST: APIRoute = async (ctx) => {
  if (!allow(clientId(ctx))) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
  try {
    const out = await stripeWebhook(
      ctx.request,
      await reserveContext(services),
      services.paymentsWebhookSecret(),
    );
    if (out.status === 200) await runJobsAfterChange();
    return json(out.body, out.status, out.headers);
  } catch (e) {
    return failure('/api/payments/webhook', e);
  }
};

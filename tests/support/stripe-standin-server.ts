import { stripeStandIn } from './stripe-standin.ts';

/**
 * The Stripe stand-in as a process of its own, for the browser tests' Stripe dealer (the web
 * servers in playwright.config.ts): its port, and the dealer's webhook endpoint with its secret,
 * from the environment.
 */
const port = Number(process.env.STANDIN_PORT);
const url = process.env.STANDIN_WEBHOOK_URL;
const secret = process.env.STANDIN_WEBHOOK_SECRET;
if (!port || !url || !secret) {
  console.error('Set STANDIN_PORT, STANDIN_WEBHOOK_URL and STANDIN_WEBHOOK_SECRET.');
  process.exit(2);
}
const stand = await stripeStandIn({ port, webhook: { url, secret } });
console.log(`Stripe stand-in at http://127.0.0.1:${stand.port}, events to ${url}`);

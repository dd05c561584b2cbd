/**
 * What `npm run test:netlify` asks of a dealer served by `netlify serve` (docs/deploy.md, "The
 * Netlify check"): the route table against `npm start`, the headers, a lead, a cross-site POST,
 * and Stripe's webhook where the dealer takes Stripe payments.
 */
import { readFileSync } from 'node:fs';

import pg from 'pg';
import Stripe from 'stripe';

import { loadDealerConfig } from '~/config/load.server.ts';
import { CROSS_SITE } from '~/server/http.server.ts';

import { NETLIFY_PUBLISH_DIR } from './build-env.ts';
import { type RouteCase, routeTable } from './netlify-route-table.ts';

/** Records one check's outcome (`detail` says what was found when it fails). */
export type Check = (ok: boolean, what: string, detail?: string) => void;

/** One answer, as a comparable summary: status, a 301's target path, and the body's text. */
async function answer(base: string, path: string) {
  const res = await fetch(base + path, { redirect: 'manual' });
  const location = res.headers.get('location');
  return {
    status: res.status,
    location: location ? new URL(location, base).pathname : undefined,
    type: res.headers.get('content-type')?.split(';')[0],
    body: await res.text(),
  };
}

export async function checkRoutes(check: Check, slug: string, netlify: string, local: string) {
  const ssr = readFileSync('.netlify/v1/functions/ssr/ssr.mjs', 'utf8');
  const onDemand = JSON.parse(/path: (\[[^\]]*\])/.exec(ssr)?.[1] ?? '[]') as string[];
  const { cases, kinds } = routeTable(slug, NETLIFY_PUBLISH_DIR, onDemand);
  const wrong: string[] = [];
  for (const c of cases) {
    const [n, l] = await Promise.all([answer(netlify, c.path), answer(local, c.path)]);
    const problem = routeProblem(c, n, l);
    if (problem) wrong.push(`${c.what} ${c.path}: ${problem}`);
  }
  check(
    wrong.length === 0,
    `${cases.length} routes answer as on npm start (${[...kinds].join(', ')})`,
    wrong.slice(0, 8).join('; '),
  );
}

function routeProblem(
  c: RouteCase,
  n: Awaited<ReturnType<typeof answer>>,
  l: Awaited<ReturnType<typeof answer>>,
): string | null {
  if (n.status !== l.status) return `Netlify ${n.status}, npm start ${l.status}`;
  if (c.status !== -1 && n.status !== c.status) return `${n.status}, not ${c.status}`;
  if (n.location !== l.location || (c.location && n.location !== c.location))
    return `to ${n.location}, npm start to ${l.location}, expected ${c.location}`;
  if (n.type !== l.type) return `${n.type}, npm start ${l.type}`;
  if (c.contains && !n.body.includes(c.contains)) return `no "${c.contains}" in the answer`;
  return null;
}

/** Security headers on a static page and on a function's answer, the same as npm start's. */
export async function checkHeaders(check: Check, netlify: string, local: string) {
  const names = [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
  ];
  for (const [what, path] of [
    ['a static page', '/'],
    ["a function's answer", '/api/health'],
  ] as const) {
    // Each body is read as soon as its answer arrives: a page's body left unread while the other
    // request runs pauses Node's HTTP parser, and a server closing the connection then crashes
    // the process with an uncatchable assertion (nodejs/undici#5360).
    const read = async (url: string) => {
      const res = await fetch(url);
      await res.text();
      return res;
    };
    const [n, l] = await Promise.all([read(netlify + path), read(local + path)]);
    const differ = names.filter((h) => !n.headers.get(h) || n.headers.get(h) !== l.headers.get(h));
    check(differ.length === 0, `security headers and CSP on ${what}`, differ.join(', '));
  }
}

/** A lead through Netlify's runtime: answered with its lead_id and stored in Postgres. */
export async function checkLead(check: Check, slug: string, site: string, databaseUrl: string) {
  const config = loadDealerConfig(slug);
  const res = await fetch(`${site}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `netlify-check-${slug}` },
    body: JSON.stringify({
      form: 'enquiry',
      fields: {
        name: 'Netlify Check',
        email: 'check@example.com',
        phone: '0412 345 678',
        postcode: '3000',
        message: 'Is it still available?',
        terms_conditions: true,
        opt_in: false,
      },
      url: `${config.url.replace(/\/$/, '')}/contact-us`,
      opt_in_text: config.leads.optInText,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { lead_id?: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = body.lead_id
      ? (await client.query('select id from leads where id = $1', [body.lead_id])).rowCount
      : 0;
    check(
      res.status === 201 && rows === 1,
      'a lead is answered with its lead_id and stored in Postgres',
      `HTTP ${res.status}, ${body.lead_id ?? 'no lead_id'}, ${rows} row`,
    );
  } finally {
    await client.end();
  }
}

/**
 * A POST from another site: the function's own answer is 403 (asked at the CLI's functions
 * port); the CLI's proxy, which tries other paths after a 403 or 404, shows its client a 404.
 */
export async function checkCrossSite(check: Check, site: string, functions: string) {
  const post = (base: string) =>
    fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://elsewhere.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: '{}',
    });
  const own = await post(functions);
  const text = await own.text();
  check(
    own.status === 403 && text.includes(CROSS_SITE),
    'a cross-site POST is refused by the function (403)',
    `HTTP ${own.status}`,
  );
  const proxied = await post(site);
  await proxied.body?.cancel();
  check(
    proxied.status === 404,
    "…and netlify serve's proxy shows its client 404",
    `HTTP ${proxied.status}`,
  );
}

/**
 * Stripe's webhook on a dealer that takes Stripe payments: an event signed by the `stripe`
 * package's test-header helper with the site's endpoint secret is answered 200 and recorded in
 * Postgres; the same body with a forged signature gets 400.
 */
export async function checkPaymentsWebhook(
  check: Check,
  slug: string,
  site: string,
  env: Record<string, string | undefined>,
  databaseUrl: string,
) {
  const config = loadDealerConfig(slug);
  if (config.payments.provider !== 'stripe') return;
  const secret = env[config.payments.webhookSecretEnv]!;
  const id = `evt_netlify_check_${Date.now()}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.created',
    data: { object: { id: 'pi_netlify_check', object: 'payment_intent', metadata: {} } },
  });
  const post = (signature: string) =>
    fetch(`${site}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
  const forged = await post(`t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
  await forged.body?.cancel();
  const signed = await post(Stripe.webhooks.generateTestHeaderString({ payload, secret }));
  await signed.body?.cancel();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = (await client.query('select id from payment_events where id = $1', [id])).rowCount;
    check(
      signed.status === 200 && rows === 1 && forged.status === 400,
      "Stripe's webhook takes a signed event (200, stored) and refuses a forged one (400)",
      `signed HTTP ${signed.status} (${rows} row), forged HTTP ${forged.status}`,
    );
  } finally {
    await client.end();
  }
}

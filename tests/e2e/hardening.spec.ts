import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { rawRequest } from '../support/raw-request.ts';
import { expect, test } from '../support/test.ts';

/** The server side of the site as an attacker or operator meets it. */
const slug = 'driveaway-finance';
const port = dealerPorts[slug]!;
const car = readdirSync(join('dist', slug, 'client', 'cars'))
  .find((f) => f.endsWith('.json'))!
  .replace(/\.json$/, '');
const carJson = JSON.parse(
  readFileSync(join('dist', slug, 'client', 'cars', `${car}.json`), 'utf8'),
) as { images: string[]; updated_at: string; name: string; status: string; reserved: boolean };
/** The page's own view-count query names its website (spec Calls). */
const site = `website_id=${(JSON.parse(readFileSync(join('dealers', `${slug}.json`), 'utf8')) as { id: number }).id}`;

const raw = (path: string, options: Parameters<typeof rawRequest>[2] = {}) =>
  rawRequest(port, path, options);

test('the PDF never fetches from the host a request names (no SSRF through Host)', async () => {
  let asked = 0;
  const standIn = createServer((_req, res) => {
    asked++;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ ...carJson, name: 'STOLEN INTERNAL DATA' }));
  });
  await new Promise<void>((ok) => standIn.listen(0, '127.0.0.1', ok));
  const standInPort = (standIn.address() as AddressInfo).port;
  const res = await raw(`/api/cars/${car}/pdf`, {
    headers: { Host: `127.0.0.1:${standInPort}` },
    from: '127.0.0.21',
  });
  standIn.close();
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(asked).toBe(0);
  expect((await raw(`/api/cars/no-such-car-1/pdf`, { from: '127.0.0.21' })).status).toBe(404);
});

test('the PDF endpoint is rate-limited per client', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++)
    statuses.push((await raw(`/api/cars/${car}/pdf`, { from: '127.0.0.22' })).status);
  expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
});

test('a view counts only for a car of the build, per client within a limit, and echoes nothing it was sent', async () => {
  const fake = await raw(`/api/cars/made-up-slug-999/view.json?${site}`, { from: '127.0.0.23' });
  expect(fake.status).toBe(404);
  // No website_id, or another site's: refused with what to send, and nothing counted.
  for (const query of ['', '?website_id=999', '?website_id=%00'])
    expect(
      JSON.parse(
        (await raw(`/api/cars/${car}/view.json${query}`, { from: '127.0.0.23' })).body.toString(),
      ),
    ).toEqual({ error: `Send ${site}, the id of the site this car is on.` });
  const first = JSON.parse(
    (
      await raw(`/api/cars/${car}/view.json?photos_count=999&updated_at=%3Cscript%3E&${site}`, {
        from: '127.0.0.23',
      })
    ).body.toString(),
  );
  // The build's facts, and its status now (a reservation since the build shows here).
  expect(first.car_fields).toEqual({
    photos_count: carJson.images.length,
    updated_at: carJson.updated_at,
    status: carJson.status,
    reserved: carJson.reserved,
  });
  const second = JSON.parse(
    (await raw(`/api/cars/${car}/view.json?${site}`, { from: '127.0.0.23' })).body.toString(),
  );
  expect(second.views).toBe(first.views + 1);
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++)
    statuses.push((await raw(`/api/cars/${car}/view.json?${site}`, { from: '127.0.0.23' })).status);
  expect(statuses.filter((s) => s === 429).length).toBe(2);
});

test('a view from another site counts nothing', async () => {
  // A car no other test views, so the count moves only by what this test does.
  const other = readdirSync(join('dist', slug, 'client', 'cars'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .at(-1)!;
  const views = async () =>
    JSON.parse(
      (await raw(`/api/cars/${other}/view.json?${site}`, { from: '127.0.0.24' })).body.toString(),
    ).views as number;
  const before = await views();
  for (const headers of [
    { 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'same-site' },
    { Origin: 'https://evil.example' },
  ]) {
    const res = await raw(`/api/cars/${other}/view.json?${site}`, { headers, from: '127.0.0.24' });
    expect(res.status).toBe(403);
  }
  expect(await views()).toBe(before + 1);
});

test('odd requests get a clear 4xx, never a 5xx: a Host with credentials, TRACE and other methods', async () => {
  const onDemand = [
    '/api/check-if-contact-exists?phone_number=0412345678',
    '/api/health',
    `/api/cars/${car}/view.json`,
    '/api/leads',
    '/finance/application/abcdefghijklmnopqrstu',
  ];
  for (const path of onDemand) {
    for (const host of ['a@b', 'user:pass@127.0.0.1', 'x y', '127.0.0.1/evil']) {
      const res = await raw(path, { headers: { Host: host }, from: '127.0.0.25' });
      expect(res.status, `${host} ${path}`).toBe(400);
      expect(res.body.toString()).toBe('The Host header is not a valid host name.');
    }
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const res = await raw(path, { method, from: '127.0.0.25' });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
    }
    // A method Node's HTTP parser does not know at all is refused by it before any code runs.
    expect((await raw(path, { method: 'TRACK', from: '127.0.0.25' })).status).toBe(400);
  }
  // CONNECT (a proxy tunnel) too: its answer read off the socket, as a proxy client would.
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('CONNECT internal.example:443 HTTP/1.1\r\nHost: internal.example:443\r\n\r\n'),
    );
    let got = '';
    socket.on('data', (d: Buffer) => (got += d.toString()));
    socket.on('end', () => resolve(got));
    socket.on('error', reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
  expect(answer).toContain('Allow: GET, HEAD, POST');
});

test("a page served on demand carries the dealer's whole policy and is never stored", async () => {
  const res = await raw('/finance/application/abcdefghijklmnopqrstu', { from: '127.0.0.26' });
  expect(res.status).toBe(404);
  const csp = String(res.headers['content-security-policy']).split('; ');
  for (const d of [
    "default-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ])
    expect(csp).toContain(d);
  expect(csp.find((d) => d.startsWith('script-src'))).toMatch(/'sha256-/);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-frame-options']).toBe('DENY');
});

test('a 600 MB body is cut off at the limit (413) and the server carries on', async () => {
  const started = Date.now();
  const res = await new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        localAddress: '127.0.0.24',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'hardening-huge-body' },
      },
      (r) => {
        r.resume();
        resolve(r.statusCode!);
      },
    );
    req.on('error', (e) =>
      (e as NodeJS.ErrnoException).code === 'EPIPE' ||
      (e as NodeJS.ErrnoException).code === 'ECONNRESET'
        ? undefined
        : reject(e),
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < 600 && req.write(chunk)) sent++;
      if (sent < 600 && !req.destroyed) req.once('drain', pump);
      else req.end();
    };
    pump();
  });
  expect(res).toBe(413);
  expect(Date.now() - started).toBeLessThan(30_000);
  expect((await raw('/api/health')).status).toBe(200);
});

test('pages, scripts, styles, JSON and SVG are served compressed, as on Netlify', async () => {
  const html = readFileSync(join('dist', slug, 'client', 'index.html'), 'utf8');
  const css = html.match(/href="(\/_astro\/[^"]+\.css)"/)![1]!;
  // The largest script (any would do: every compressible response is compressed).
  const astro = join('dist', slug, 'client', '_astro');
  const js = `/_astro/${
    readdirSync(astro)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => statSync(join(astro, b)).size - statSync(join(astro, a)).size)[0]
  }`;
  const svg = html.match(/src="(\/images\/[^"]+\.svg)"/)![1]!;
  for (const path of ['/', css, js, `/cars/${car}.json`, svg]) {
    const res = await raw(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status, path).toBe(200);
    expect(res.headers['content-encoding'], path).toBe('gzip');
    expect(gunzipSync(res.body).length, path).toBeGreaterThan(res.body.length);
  }
  expect(
    (await raw('/', { headers: { 'Accept-Encoding': 'br' } })).headers['content-encoding'],
  ).toBe('br');
});

test("every dealer's pages carry its own complete CSP", async () => {
  for (const [slug, p] of Object.entries(dealerPorts)) {
    const res = await fetch(`http://127.0.0.1:${p}/`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/^default-src 'self'; /);
    expect(csp).toContain("frame-ancestors 'none'");
    // Its own origin only, and Stripe's API where the dealer takes Stripe payments.
    const stripe = loadDealerConfig(slug).payments.provider === 'stripe';
    expect(csp, slug).toContain(`connect-src 'self'${stripe ? ' https://api.stripe.com' : ''};`);
  }
});

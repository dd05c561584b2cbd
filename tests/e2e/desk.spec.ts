import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

import { type Page, request as playwrightRequest } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';

import { loadSite } from '~/catalogue/load.server.ts';
import { sitePaths } from '~/catalogue/paths.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { stockSignature } from '~/features/car/import/webhook.server.ts';

import { press, screenFor, shot, type Width, WIDTHS } from '../support/journey.ts';
import { expectStepFits } from '../support/phone.ts';
import { axeClean, codeFor, freshMobile } from '../support/sign-in.ts';
import { startSite } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/**
 * The dealer desk, each role's day, on a server of its own with a Postgres store (so the test
 * can put bookings at the time it runs, and read the audit log): driveaway-finance turns the desk
 * on with a member of staff for each role. Sales sell, release and extend holds the buyers paid a
 * deposit on, mark a test drive arrived and resend a lead the CRM never took; service marks a
 * service booking arrived; the manager reads a held stock feed's report and applies it. Each
 * action is checked in the audit log. Needs TEST_DATABASE_URL (.ci/run sets it).
 */
const slug = 'driveaway-finance';
const config = loadDealerConfig(slug);
const site = loadSite(config);
const staffOf = (role: string) => config.features.desk.staff.find((m) => m.role === role)!;
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
test.skip(
  !adminUrl && !process.env.CI,
  'Set TEST_DATABASE_URL (.ci/run does): the desk test seeds bookings into a real Postgres.',
);
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const dataDir = '.data/e2e-desk';
const stockSecret = 'e2e-desk-stock-secret-0123456789abcdef01';
let server: ChildProcess | undefined;
let base = '';
let db: pg.Client;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const name = `desk_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  ({ url: base, child: server } = await startSite({
    DEALER: slug,
    DATABASE_URL: url.href,
    LOCAL_DATA_DIR: dataDir,
    STOCK_WEBHOOK_SECRET: stockSecret,
    // Each test is a visitor of its own to the per-client limits (tests/support/test.ts).
    TRUSTED_PROXIES: '127.0.0.1',
  }));
  db = new pg.Client({ connectionString: url.href });
  await db.connect();
});

test.afterAll(async () => {
  server?.kill();
  await db?.end();
});

/** This test's visitor address, named on each request to the server's /api/ as a proxy would. */
let visitor = '';
test.beforeEach(async ({ page, visitor: mine }) => {
  visitor = mine;
  await page
    .context()
    .route(`${base}/api/**`, (route) =>
      route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': visitor } }),
    );
});

/** The site's own endpoints, called as its pages call them (same origin). */
const post = (page: Page, path: string, body: unknown) =>
  page.request.post(`${base}${path}`, {
    data: body,
    headers: {
      Origin: base,
      'Idempotency-Key': crypto.randomUUID(),
      'X-Forwarded-For': visitor,
    },
  });

const onSale = site.listed.filter((c) => c.status === 'in_stock' && c.checkout_enabled);
let nextCar = 0;

/** A buyer orders a car online and pays the deposit; the car's name (its id: `lastCarId`). */
let lastCarId = 0;
async function heldOrder(page: Page): Promise<string> {
  const car = onSale[nextCar++]!;
  const phone = freshMobile();
  expect((await post(page, '/api/verification/send', { phone, purpose: 'reserve' })).status()).toBe(
    200,
  );
  const opened = await post(page, '/api/reservations', {
    car_id: car.id,
    kind: 'buy-online',
    contact: { first_name: 'Mia', last_name: 'Nguyen', email: 'mia@example.com', phone },
    code: await codeFor(slug, phone, dataDir),
    terms_accepted: true,
    order: { payment: 'pay-in-full', fulfilment: 'pick-up', location_id: site.locations[0]!.id },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { access_token } = (await opened.json()) as { access_token: string };
  const paid = await post(page, '/api/reservations/pay', {
    access_token,
    card: { number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  lastCarId = car.id;
  return car.name;
}

/** A booking starting in 20 minutes, as the booking form would have stored it; its reference. */
async function bookingSoon(kind: 'test-drive' | 'service', buyer: string): Promise<string> {
  const id = `A${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const start = new Date(Date.now() + 20 * 60_000);
  const car = kind === 'test-drive' ? onSale[nextCar++]! : null;
  await db.query(
    `INSERT INTO appointments (id, website_slug, location_id, kind, starts_at, ends_at, place, car_id,
       state, contact, details, created_at, link_nonce, idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, 'booked', $8, $9, now(), $10, $11, 'seeded')`,
    [
      id,
      slug,
      site.locations[0]!.id,
      kind,
      start,
      new Date(start.getTime() + 30 * 60_000),
      car?.id ?? null,
      JSON.stringify({
        name: buyer,
        last_name: 'Park',
        phone: '0412000222',
        email: 'b@example.com',
      }),
      JSON.stringify(car ? { car: car.name } : { service: 'Logbook service' }),
      `n-${id}`,
      `k-${id}`,
    ],
  );
  return id;
}

/** A lead the CRM refused twelve times (failed), sent through the contact form; its id. */
async function failedLead(page: Page, name: string): Promise<string> {
  const res = await post(page, '/api/leads', {
    form: 'contact',
    url: `${base}/contact`,
    opt_in_text: '',
    fields: {
      name,
      email: 'jo@example.com',
      phone: '0412 000 333',
      postcode: '6017',
      message: 'Hi',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { lead_id } = (await res.json()) as { lead_id: string };
  // Delivery runs after the lead. Once it has finished (so it cannot overwrite what follows),
  // the CRM's twelve refusals are written as the outbox records them.
  await expect
    .poll(
      async () =>
        (
          await db.query(`SELECT 1 FROM outbox WHERE lead_id = $1 AND status = 'delivered'`, [
            lead_id,
          ])
        ).rowCount,
    )
    .toBe(1);
  await db.query(
    `UPDATE outbox SET status = 'failed', attempts = 12, last_error = 'the CRM answered HTTP 503' WHERE lead_id = $1`,
    [lead_id],
  );
  return lead_id;
}

let clock = Math.floor(Date.now() / 1000) - 120;
/** The dealer's stock feed without its last `share` of the cars in stock: held, not applied. */
async function heldFeed(share: number): Promise<string> {
  const committed = (
    JSON.parse(readFileSync(sitePaths(slug).stock, 'utf8')) as {
      cars: { id: number; status?: string }[];
    }
  ).cars;
  const inStock = committed.filter((c) => c.status !== 'sold');
  const gone = new Set(inStock.slice(-Math.ceil(inStock.length * share)).map((c) => c.id));
  const body = JSON.stringify(committed.filter((c) => !gone.has(c.id)));
  const ts = String(++clock);
  const res = await fetch(`${base}/api/stock`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Stock-Timestamp': ts,
      'X-Stock-Signature': stockSignature(stockSecret, ts, body),
    },
    body,
  });
  const answer = (await res.json()) as { held: string };
  expect(res.status, JSON.stringify(answer)).toBe(202);
  return answer.held;
}

/** The audit log's lines for one record, oldest first. */
const auditOf = async (target: string) =>
  (
    await db.query<{ action: string; staff_name: string; before: unknown; after: unknown }>(
      `SELECT action, staff_name, before, after FROM desk_audit WHERE target = $1 ORDER BY id`,
      [target],
    )
  ).rows;

async function signIn(page: Page, width: Width, mobile: string) {
  await page.goto(`${base}/desk`);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await press(width, page.getByRole('button', { name: 'Text Me a Code' }));
  await expect(page.getByRole('heading', { name: 'Enter the code we texted you' })).toBeFocused();
  await page
    .getByLabel('6-digit code')
    .fill(await codeFor(slug, mobile.replace(/\s/g, ''), dataDir));
  await press(width, page.getByRole('button', { name: 'Sign In' }));
}

/** Nothing on the page scrolls sideways. */
const fitsWidth = async (page: Page, width: Width) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

for (const width of WIDTHS) {
  test.describe(`the dealer desk at ${width} px`, () => {
    test.use(screenFor(width));

    test("sales' day: sell a hold, release one, extend one, a test drive arrives, a lead resent", async ({
      page,
    }) => {
      const sold = await heldOrder(page);
      const released = await heldOrder(page);
      const extended = await heldOrder(page);
      const drive = await bookingSoon('test-drive', `Kai${width}`);
      const lead = await failedLead(page, `Jo${width}`);
      const sales = staffOf('sales');
      const name = `desk-sales-${width}`;

      expect((await page.request.get(`${base}/desk`)).headers()['cache-control']).toBe(
        'private, no-store',
      );
      await signIn(page, width, sales.mobile);
      await expect(page.getByRole('heading', { name: `${sales.name} · Sales` })).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Stock feeds' })).toHaveCount(0);
      await axeClean(page);
      await fitsWidth(page, width);
      await shot(page, `${name}-1-day`);

      const hold = (carName: string) =>
        page.locator('li[data-reservation]').filter({ hasText: carName }).first();
      const reservationOf = async (carName: string) =>
        `reservation:${await hold(carName).getAttribute('data-reservation')}`;
      await expect(hold(sold)).toContainText('Held');
      await expect(hold(sold)).toContainText(/\d+ (day|hour)s?( \d+ hours?)? left/);
      await expect(hold(sold)).toContainText('Deposit $500: held on the card');

      await press(width, hold(sold).getByRole('button', { name: 'Mark sold' }));
      await expect(hold(sold)).toContainText(`Mark the ${sold} sold?`);
      const yes = hold(sold).getByRole('button', { name: 'Yes, Mark sold' });
      await expectStepFits(page, yes);
      await axeClean(page);
      await shot(page, `${name}-2-confirm`);
      await press(width, yes);
      await expect(page.getByText(`${sold}: sold. The deposit is kept.`)).toBeVisible();
      await expect(hold(sold)).toContainText('Deposit $500: taken');
      expect(await auditOf(await reservationOf(sold))).toMatchObject([
        {
          action: 'reservation.convert',
          staff_name: sales.name,
          before: { state: 'held' },
          after: { state: 'converted', payment_status: 'captured' },
        },
      ]);

      await press(width, hold(released).getByRole('button', { name: 'Release' }));
      await press(width, hold(released).getByRole('button', { name: 'Yes, Release' }));
      await expect(
        page.getByText(`${released}: released. The deposit goes back to the buyer.`),
      ).toBeVisible();
      await expect(hold(released)).toContainText('Released by the dealer');
      expect(await auditOf(await reservationOf(released))).toMatchObject([
        { action: 'reservation.release', after: { state: 'released' } },
      ]);

      const before = await hold(extended).textContent();
      await press(width, hold(extended).getByRole('button', { name: 'Extend hold' }));
      await press(width, hold(extended).getByRole('button', { name: 'Yes, Extend hold' }));
      await expect(page.getByText(`${extended}: the hold is extended.`)).toBeVisible();
      await expect(hold(extended)).toContainText('(extended once)');
      await expect(hold(extended).getByRole('button', { name: 'Extend hold' })).toHaveCount(0);
      expect(await hold(extended).textContent()).not.toBe(before);
      const [line] = await auditOf(await reservationOf(extended));
      const b = line!.before as { hold_until: string };
      const a = line!.after as { hold_until: string };
      expect(Date.parse(a.hold_until) - Date.parse(b.hold_until)).toBe(24 * 3_600_000);

      const booking = page.locator(`li[data-booking="${drive}"]`);
      await booking.scrollIntoViewIfNeeded();
      await expect(booking).toContainText(`Kai${width} Park`);
      await press(width, booking.getByRole('button', { name: 'Arrived' }));
      await expect(booking).toContainText('Arrived');
      await expect(booking.getByRole('button')).toHaveCount(0);
      expect(await auditOf(`appointment:${drive}`)).toMatchObject([
        { action: 'appointment.arrived', after: { attendance: 'arrived' } },
      ]);

      const card = page.locator(`li[data-lead="${lead}"]`);
      await card.scrollIntoViewIfNeeded();
      await expect(card).toContainText('Local outbox: failed after 12 tries');
      await expect(card).toContainText('the CRM answered HTTP 503');
      await axeClean(page);
      await shot(page, `${name}-3-lead`);
      await press(width, card.getByRole('button', { name: 'Resend' }));
      await expect(page.getByText(/^Lead L-\w{4}-\w{4}: sent again\.$/)).toBeVisible();
      // It goes out just after the answer; the desk looks again and shows it delivered.
      await expect(card).toContainText('Local outbox: delivered', { timeout: 15_000 });
      expect(await auditOf(`lead:${lead}`)).toMatchObject([
        { action: 'lead.resend', before: { local: 'failed' }, after: { local: 'sending' } },
      ]);
      await fitsWidth(page, width);
      await shot(page, `${name}-4-done`);

      await press(width, page.getByRole('button', { name: 'Sign Out' }));
      await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
      expect(
        (await page.request.get(`${base}/api/desk`, { headers: { Origin: base } })).status(),
      ).toBe(401);
    });

    test("service's day: a service booking arrives; no holds, leads or feeds", async ({ page }) => {
      const booked = await bookingSoon('service', `Lee${width}`);
      const service = staffOf('service');
      await signIn(page, width, service.mobile);
      await expect(page.getByRole('heading', { name: `${service.name} · Service` })).toBeFocused();
      for (const heading of [
        'Reservations and online orders',
        'Leads of the last 7 days',
        'Stock feeds',
      ])
        await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
      const booking = page.locator(`li[data-booking="${booked}"]`);
      await expect(booking).toContainText('Service: Logbook service');
      await axeClean(page);
      await shot(page, `desk-service-${width}-1-day`);
      await press(width, booking.getByRole('button', { name: 'Arrived' }));
      await expect(booking).toContainText('Arrived');
      expect(await auditOf(`appointment:${booked}`)).toMatchObject([
        { action: 'appointment.arrived', staff_name: service.name },
      ]);
      // Service's role has no reservations: the server says so, whatever the page shows.
      const refused = await page.evaluate(async () => {
        const res = await fetch('/api/desk/reservations/convert', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ id: 'any-reservation' }),
        });
        return res.status;
      });
      expect(refused).toBe(403);
      await fitsWidth(page, width);
    });

    test("the manager's day: a held feed's report read, then applied; the counts", async ({
      page,
    }) => {
      const held = await heldFeed(width === 390 ? 0.3 : 0.6);
      const manager = staffOf('manager');
      await signIn(page, width, manager.mobile);
      await expect(page.getByRole('heading', { name: `${manager.name} · Manager` })).toBeFocused();
      await expect(
        page.getByRole('heading', { name: 'Stock alerts and watchlists' }),
      ).toBeVisible();
      await expect(page.getByText('live stock alerts')).toBeVisible();
      const feed = page.locator(`li[data-hold="${held}"]`);
      await feed.scrollIntoViewIfNeeded();
      // The report comes first: why it was held and what applying it would do.
      await expect(feed).toContainText('Waiting for you');
      await expect(feed).toContainText(/It would take \d+ of the \d+ cars in stock off the site/);
      await expect(feed).toContainText(
        /Applied, it would add 0, change \d+ and take \d+ cars off the site/,
      );
      await axeClean(page);
      await shot(page, `desk-manager-${width}-1-feed`);
      await press(width, feed.getByRole('button', { name: 'Apply this feed' }));
      await expect(feed).toContainText('Apply this feed as it came?');
      await press(width, feed.getByRole('button', { name: 'Yes, Apply this feed' }));
      await expect(
        page.getByText('The held feed is applied. The site rebuilds with it.'),
      ).toBeVisible();
      await expect(feed).toContainText('Applied');
      await expect(feed.getByRole('button')).toHaveCount(0);
      expect(await auditOf(`feed:${held}`)).toMatchObject([
        {
          action: 'feed.apply',
          staff_name: manager.name,
          after: { state: 'applied', build: 'started' },
        },
      ]);
      await axeClean(page);
      await fitsWidth(page, width);
      await shot(page, `desk-manager-${width}-2-applied`);
    });
  });
}

test('a mobile not on the staff list is told what staff are, and gets no code', async ({
  page,
}) => {
  const stranger = freshMobile();
  await page.goto(`${base}/desk`);
  await page.getByLabel('Mobile number').fill(stranger);
  await page.getByRole('button', { name: 'Text Me a Code' }).click();
  await expect(
    page.getByText(`If ${stranger} is a staff mobile, a code is on its way.`),
  ).toBeVisible();
  await page.getByLabel('6-digit code').fill('123456');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('The verification code is invalid. Please try again.')).toBeVisible();
});

/**
 * A member of staff's desk cookie (`__Host-desk=…`), signed in as the sign-in form does, in a
 * request context of its own: the caller's keeps no cookie, so each call says which it sends.
 */
async function sessionOf(role: string): Promise<string> {
  const request = await playwrightRequest.newContext();
  const mobile = staffOf(role).mobile.replace(/\s/g, '');
  const headers = { Origin: base, 'X-Forwarded-For': visitor };
  await request.post(`${base}/api/desk/send-code`, { data: { mobile }, headers });
  const signedIn = await request.post(`${base}/api/desk/sign-in`, {
    data: { mobile, code: await codeFor(slug, mobile, dataDir) },
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(signedIn.status()).toBe(200);
  const cookie = /__Host-desk=[^;]+/.exec(signedIn.headers()['set-cookie'] ?? '')![0];
  await request.dispose();
  return cookie;
}

test('hostile requests to every desk endpoint get 401, 403 or 404 and change nothing', async ({
  request,
  page,
}) => {
  const sales = await sessionOf('sales');
  const service = await sessionOf('service');
  const manager = await sessionOf('manager');
  const serviceBooking = await bookingSoon('service', 'Hostile');
  await heldOrder(page);
  const reservation = (
    await db.query<{ id: string }>(
      `SELECT id FROM reservations WHERE car_id = $1 AND state = 'held'`,
      [lastCarId],
    )
  ).rows[0]!.id;
  const lines = async () =>
    Number((await db.query(`SELECT count(*) AS n FROM desk_audit`)).rows[0].n);
  const before = await lines();
  const call = (path: string, cookie: string | null, body: unknown, origin = base) =>
    request.post(`${base}${path}`, {
      data: body,
      headers: {
        Origin: origin,
        'X-Forwarded-For': visitor,
        'Idempotency-Key': crypto.randomUUID(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
    });
  const actions = [
    ['/api/desk/reservations/convert', reservation],
    ['/api/desk/reservations/release', reservation],
    ['/api/desk/reservations/extend', reservation],
    ['/api/desk/bookings/arrived', serviceBooking],
    ['/api/desk/bookings/no-show', serviceBooking],
    ['/api/desk/bookings/cancel', serviceBooking],
    ['/api/desk/leads/resend', 'LNOSUCHLEAD'],
    ['/api/desk/feeds/apply', 'Hnosuchhold12'],
    ['/api/desk/feeds/reject', 'Hnosuchhold12'],
  ] as const;
  for (const [path, id] of actions) {
    // No session, a forged one, and a buyer's session cookie: signed out.
    for (const cookie of [null, '__Host-desk=forged-session-id', 'sid=a-buyer-session'])
      expect((await call(path, cookie, { id })).status(), `${path} ${cookie}`).toBe(401);
    // A real manager's cookie sent from another site (CSRF): refused before anything is read.
    expect((await call(path, manager, { id }, 'https://evil.example')).status(), path).toBe(403);
    // An id that is not this dealer's, or not one at all: 404 or 400.
    expect([400, 404], path).toContain((await call(path, manager, { id: `${id}X` })).status());
    expect((await call(path, manager, { id: '../../etc' })).status(), path).toBe(400);
  }
  // Roles: service holds no reservations, leads or feeds; sales no service booking and no feeds.
  for (const [path, id] of actions.filter(([p]) => !p.includes('/bookings/')))
    expect((await call(path, service, { id })).status(), path).toBe(403);
  for (const path of ['/api/desk/bookings/arrived', '/api/desk/bookings/cancel'])
    expect((await call(path, sales, { id: serviceBooking })).status(), path).toBe(403);
  for (const path of ['/api/desk/feeds/apply', '/api/desk/feeds/reject'])
    expect((await call(path, sales, { id: 'Hnosuchhold12' })).status(), path).toBe(403);
  expect(
    (
      await request.get(`${base}/api/desk`, {
        headers: { Origin: 'https://evil.example', Cookie: sales },
      })
    ).status(),
  ).toBe(403);
  // Nothing changed: no audit line, the hold still held, the booking still booked.
  expect(await lines()).toBe(before);
  expect(
    (await db.query(`SELECT state FROM reservations WHERE id = $1`, [reservation])).rows[0].state,
  ).toBe('held');
  expect(
    (await db.query(`SELECT state, attendance FROM appointments WHERE id = $1`, [serviceBooking]))
      .rows[0],
  ).toEqual({ state: 'booked', attendance: null });
});

test("Lighthouse's accessibility score is 100 on the desk, signed out and on a manager's whole day", async () => {
  // A manager's session, as the sign-in form makes one; Lighthouse's browser is sent its cookie.
  const cookie = await sessionOf('manager');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const extraHeaders of [{}, { Cookie: cookie }]) {
      const lhr = (await lighthouse(`${base}/desk`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        onlyAudits: ['network-requests'],
        extraHeaders,
      }))!.lhr;
      // The page it scored is the one it was meant to: signed out, or the day the API gave.
      const items = (
        lhr.audits['network-requests']!.details as unknown as {
          items: { url: string; statusCode: number }[];
        }
      ).items;
      expect(items.find((r) => r.url === `${base}/api/desk`)?.statusCode).toBe(
        'Cookie' in extraHeaders ? 200 : 401,
      );
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      expect(failing, JSON.stringify(extraHeaders)).toEqual([]);
      expect(lhr.categories.accessibility!.score).toBe(1);
    }
  } finally {
    chrome.kill();
  }
});

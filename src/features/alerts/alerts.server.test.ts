import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { similarSearchPath } from '~/features/content/links.ts';
import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { stockAlerts } from '~/server/storage/schema.ts';
import type { MailMessage } from '~/services/mail/mail.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { car, dealerConfig } from '../../../tests/support/fixtures.ts';
import { buildLandings, buildSearchRecords } from '../search/records.server.ts';
import { alertConsentText } from './criteria.ts';
import { sendDigests } from './digest.server.ts';
import {
  type AlertServices,
  confirmAlertEndpoint,
  createAlertEndpoint,
  unsubscribeEndpoint,
} from './endpoints.server.ts';
import { ALERT_MESSAGES as M } from './messages.ts';

const config = dealerConfig({ name: 'Test Motors', url: 'https://www.testmotors.com.au' });
const START = new Date('2026-11-20T10:00:00+10:00');
let now = START;
const mail: MailMessage[] = [];
const texts: { to: string; body: string }[] = [];
let mailDown = false;
const services: AlertServices = {
  config,
  sms: () => ({
    kind: 'embedded',
    send: async (to, body) => {
      if (mailDown) return { ok: false, reason: 'HTTP 503' };
      texts.push({ to, body });
      return { ok: true, id: String(texts.length) };
    },
  }),
  linkSecret: () => 'x'.repeat(40),
  now: () => now,
  mail: () => async (m) => {
    if (mailDown) throw new Error('SMTP 451');
    mail.push(m);
  },
};
const rav4 = similarSearchPath('Toyota', 'RAV4');
/** The token in the last e-mail's link to `path#`. */
const linkIn = (m: MailMessage, path: string) =>
  new RegExp(`https://www\\.testmotors\\.com\\.au${path}#(\\S+)`).exec(m.text)?.[1];

for (const [name, open] of backends) {
  describe(`stock alerts on ${name}`, () => {
    let s: TestStorage;
    const storage = async () => s;
    beforeAll(async () => {
      s = await open();
      // Each backend's suite starts from the same clock and an empty mailbox.
      now = START;
      mail.length = 0;
      texts.length = 0;
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });
    const call = async (endpoint: PostEndpoint, body: unknown, site = config) => {
      const res = await runPost(endpoint, {
        storage,
        config: site,
        client: 'test',
        request: new Request(`${site.url}/api/alerts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    };
    const subscribe = (email: string, search = rav4) =>
      call(createAlertEndpoint(services), { contact: email, search, consent: true });

    // The stock after a build: one RAV4 listed before the alerts, and what arrives later.
    const stock = (extra: ReturnType<typeof car>[]) => {
      const cars = [
        car({ id: 1, make: 'Toyota', model: 'RAV4', first_listed_at: '2026-11-01T00:00:00Z' }),
        ...extra,
      ];
      const records = buildSearchRecords(config, { listed: cars, models: [] });
      return {
        cars,
        search: () => ({ records, landings: buildLandings(config, { locations: [] }, records) }),
      };
    };
    const digest = async (extra: ReturnType<typeof car>[], mailer = services.mail()) =>
      sendDigests({
        db: s.db,
        config,
        mail: mailer,
        sms: services.sms(),
        linkSecret: services.linkSecret(),
        now,
        ...stock(extra),
      });

    it('refuses an alert without consent, with a bad address or a search that is not one', async () => {
      const create = createAlertEndpoint(services);
      expect(await call(create, { contact: 'a@b.com', search: rav4 })).toEqual({
        status: 400,
        body: { error: M.noConsent },
      });
      expect((await call(create, { contact: 'nope', search: rav4, consent: true })).body).toEqual({
        error: M.badEmail,
      });
      expect(
        (await call(create, { contact: 'a@b.com', search: 'https://evil.example/', consent: true }))
          .body,
      ).toEqual({ error: M.badSearch });
      const off = dealerConfig({ features: { stockAlerts: false } });
      expect(
        (await call(create, { contact: 'a@b.com', search: rav4, consent: true }, off)).status,
      ).toBe(404);
      expect(mail).toEqual([]);
    });

    it('keeps the consent and e-mails a signed confirmation link with one-click unsubscribe', async () => {
      expect(await subscribe('Mia@Example.com')).toEqual({
        status: 202,
        body: { ok: true, message: M.checkInbox },
      });
      const [row] = await s.db.select().from(stockAlerts);
      expect(row).toMatchObject({
        channel: 'email',
        contact: 'mia@example.com',
        searchUrl: '/search/new-used-and-demo-cars?make=Toyota&model=RAV4',
        consentText: alertConsentText('Test Motors', 'Cars'),
        consentAt: now,
        confirmedAt: null,
      });
      const sent = mail.at(-1)!;
      expect(sent.to).toBe('mia@example.com');
      expect(sent.subject).toBe('Confirm your cars alert from Test Motors');
      expect(linkIn(sent, '/alerts/confirm')).toMatch(/^alert-confirm\./);
      expect(sent.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(
          /^<https:\/\/www\.testmotors\.com\.au\/api\/alerts\/unsubscribe\?token=alert-unsubscribe\.[^>]+>$/,
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    });

    it('sends nothing before the link is followed, and the link works once', async () => {
      expect(
        await digest([
          car({ id: 2, make: 'Toyota', model: 'RAV4', first_listed_at: '2026-11-21T00:00:00Z' }),
        ]),
      ).toMatchObject({ alerts: 0, sent: 0 });
      const token = linkIn(mail.at(-1)!, '/alerts/confirm');
      const confirm = confirmAlertEndpoint(services);
      expect(await call(confirm, { token: `${token}x` })).toEqual({
        status: 404,
        body: { error: M.badLink },
      });
      now = new Date('2026-11-20T11:00:00+10:00');
      expect(await call(confirm, { token })).toEqual({
        status: 200,
        body: { message: M.confirmed },
      });
      expect(await call(confirm, { token })).toEqual({
        status: 200,
        body: { message: M.alreadyConfirmed },
      });
    });

    it('sends each subscriber one digest of the new matching cars, each car once', async () => {
      await subscribe('mia@example.com', '/search/used-cars?price=:30000');
      await call(confirmAlertEndpoint(services), {
        token: linkIn(mail.at(-1)!, '/alerts/confirm'),
      });
      await subscribe('sam@example.com', '/search/used-cars?make=Kia');
      mail.length = 0;
      now = new Date('2026-11-22T10:00:00+10:00');
      const arrivals = [
        // New RAV4 offered at $28,990 (its price $29,990): both of Mia's alerts match it, she
        // gets it once, at the price its page and cards show (pricing.ts).
        car({
          id: 2,
          make: 'Toyota',
          model: 'RAV4',
          price: 29990,
          offer_price: 28990,
          first_listed_at: '2026-11-21T00:00:00Z',
        }),
        // A new Kia: Sam's alert is not confirmed, Mia's alerts do not match it.
        car({
          id: 3,
          make: 'Kia',
          model: 'Rio',
          price: 31990,
          first_listed_at: '2026-11-21T00:00:00Z',
        }),
        // A RAV4 listed before Mia confirmed: not new to her.
        car({ id: 4, make: 'Toyota', model: 'RAV4', first_listed_at: '2026-11-19T00:00:00Z' }),
      ];
      expect(await digest(arrivals)).toEqual({
        alerts: 2,
        sent: 1,
        cars: 1,
        failed: 0,
        priceDrops: { sent: 0, failed: 0 },
      });
      expect(mail).toHaveLength(1);
      expect(mail[0]!.to).toBe('mia@example.com');
      expect(mail[0]!.subject).toBe('Just arrived at Test Motors: 2021 Toyota RAV4');
      expect(mail[0]!.text).toContain(
        '2021 Toyota RAV4: $28,990\nhttps://www.testmotors.com.au/cars/',
      );
      expect(mail[0]!.text).toContain(
        'Toyota, RAV4: https://www.testmotors.com.au/search/new-used-and-demo-cars?make=Toyota&model=RAV4',
      );
      expect(mail[0]!.text).toContain(
        'Used Cars, under $30,000: https://www.testmotors.com.au/search/used-cars?price=%3A30000',
      );
      expect(mail[0]!.text).toMatch(
        /\nTest Motors\n\nYou get this e-mail because you asked for it and confirmed it\. Unsubscribe at once: https:\/\/www\.testmotors\.com\.au\/pages\/unsubscribe#\S+$/,
      );
      expect(mail[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      // The next build sends none of them again.
      expect(await digest(arrivals)).toMatchObject({ sent: 0 });
    });

    it('sends a digest the mail server refused after the next build', async () => {
      const later = car({
        id: 5,
        make: 'Toyota',
        model: 'RAV4',
        first_listed_at: '2026-11-23T00:00:00Z',
      });
      mailDown = true;
      expect(await digest([later])).toMatchObject({ sent: 0, failed: 1 });
      mailDown = false;
      mail.length = 0;
      expect(await digest([later])).toMatchObject({ sent: 1, cars: 1 });
      expect(mail[0]!.subject).toBe('Just arrived at Test Motors: 2021 Toyota RAV4');
    });

    it('unsubscribes every alert of the address at once; nothing is sent after', async () => {
      const token = /token=([^>]+)>/.exec(mail.at(-1)!.headers!['List-Unsubscribe']!)![1]!;
      const out = await call(unsubscribeEndpoint(services), { token: decodeURIComponent(token) });
      expect(out).toEqual({ status: 200, body: { message: M.unsubscribed } });
      const mine = await s.db
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.contact, 'mia@example.com'));
      expect(mine.map((a) => a.unsubscribedAt)).toEqual([now, now]);
      mail.length = 0;
      const more = car({
        id: 6,
        make: 'Toyota',
        model: 'RAV4',
        price: 25000,
        first_listed_at: '2026-11-24T00:00:00Z',
      });
      expect(await digest([more])).toMatchObject({ alerts: 0, sent: 0 });
      expect(mail).toEqual([]);
      expect(
        (
          await call(unsubscribeEndpoint(services), {
            token: 'alert-unsubscribe.Axxxxxxxxxxxxxxxx.abcdefghij.bad',
          })
        ).status,
      ).toBe(404);
    });

    it('takes a mobile where the site sends texts: confirmed by a texted link, the digest a text', async () => {
      const create = createAlertEndpoint(services);
      const body = { contact: '0412 345 678', search: rav4, consent: true };
      // A site that sends no texts takes e-mail only.
      expect(await call(create, body)).toEqual({ status: 400, body: { error: M.badEmail } });
      const texting = dealerConfig({
        name: 'Test Motors',
        url: 'https://www.testmotors.com.au',
        features: { authentication: { enabled: true } },
      });
      expect(await call(create, { ...body, contact: '02 9999 0000' }, texting)).toEqual({
        status: 400,
        body: { error: M.badContact },
      });
      now = new Date('2026-11-24T09:00:00+10:00');
      expect(await call(create, body, texting)).toEqual({
        status: 202,
        body: { ok: true, message: M.checkPhone },
      });
      const [row] = await s.db
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.contact, '0412345678'));
      expect(row).toMatchObject({
        channel: 'sms',
        consentText: alertConsentText('Test Motors', 'Cars', true),
      });
      const confirm = texts.at(-1)!;
      expect(confirm.to).toBe('+61412345678');
      const token = /\/alerts\/confirm#(\S+)/.exec(confirm.body)![1];
      expect(await call(confirmAlertEndpoint(services), { token }, texting)).toEqual({
        status: 200,
        body: { message: M.confirmed },
      });
      now = new Date('2026-11-24T12:00:00+10:00');
      const arrival = car({
        id: 7,
        make: 'Toyota',
        model: 'RAV4',
        first_listed_at: '2026-11-24T01:00:00Z',
      });
      texts.length = 0;
      expect(await digest([arrival])).toMatchObject({ sent: 1, cars: 1 });
      expect(texts).toEqual([
        {
          to: '+61412345678',
          body: expect.stringMatching(
            /^Test Motors: 1 car just arrived for your alert: https:\/\/www\.testmotors\.com\.au\/search\/new-used-and-demo-cars\?make=Toyota&model=RAV4 Stop: https:\/\/www\.testmotors\.com\.au\/pages\/unsubscribe#alert-unsubscribe\.\S+$/,
          ),
        },
      ]);
    });

    it('allows three alerts an address a day, and keeps none whose e-mail did not go', async () => {
      now = new Date('2026-11-25T10:00:00+10:00');
      for (let i = 0; i < 3; i += 1) expect((await subscribe('lee@example.com')).status).toBe(202);
      // The fourth is answered as any address is (the answer says nothing about its alerts),
      // and nothing is kept or sent.
      const mailedBefore = mail.length;
      expect(await subscribe('lee@example.com')).toEqual(await subscribe('new@example.com'));
      expect(mail.length).toBe(mailedBefore + 1);
      mailDown = true;
      expect(await subscribe('kim@example.com')).toEqual({
        status: 503,
        body: { error: M.failed },
      });
      mailDown = false;
      expect(
        await s.db.select().from(stockAlerts).where(eq(stockAlerts.contact, 'kim@example.com')),
      ).toEqual([]);
    });

    it('holds the limit when thirty sign-ups of one address arrive at once: three alerts, three e-mails', async () => {
      now = new Date('2026-11-26T10:00:00+10:00');
      const mailedBefore = mail.length;
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => subscribe('rush@example.com')),
      );
      // Every answer is the same.
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]!.status).toBe(202);
      expect(
        await s.db.select().from(stockAlerts).where(eq(stockAlerts.contact, 'rush@example.com')),
      ).toHaveLength(3);
      expect(mail.length - mailedBefore).toBe(3);
    });
  });
}

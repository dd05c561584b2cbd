import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type PostEndpoint, runPost } from '~/server/post.server.ts';
import { stockAlerts } from '~/server/storage/schema.ts';
import type { MailMessage } from '~/services/mail/mail.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { car, dealerConfig } from '../../../tests/support/fixtures.ts';
import { priceDropConsentText } from './criteria.ts';
import { sendDigests } from './digest.server.ts';
import {
  type AlertServices,
  confirmAlertEndpoint,
  createAlertEndpoint,
  unsubscribeEndpoint,
} from './endpoints.server.ts';
import { ALERT_MESSAGES as M } from './messages.ts';

/**
 * A saved car's price drop, told to a buyer who asked for it in its own box: once per drop, at
 * the price every output states, never before they confirm, never after they unsubscribe.
 */
const config = dealerConfig({ name: 'Test Motors', url: 'https://www.testmotors.com.au' });
const mail: MailMessage[] = [];
let mailDown = false;
const services: AlertServices = {
  config,
  sms: () => ({ kind: 'embedded', send: async () => ({ ok: true, id: '1' }) }),
  linkSecret: () => 'x'.repeat(40),
  now: () => new Date('2026-11-20T10:00:00+10:00'),
  mail: () => async (m) => {
    if (mailDown) throw new Error('SMTP 451');
    mail.push(m);
  },
};
const saved = { id: 7, slug: '2021-toyota-rav4-gx-7', price: 32990 };
const stockAt = (price: number, status = 'in_stock') => [
  car({ id: 7, slug: saved.slug, make: 'Toyota', model: 'RAV4', price, status }),
];

for (const [name, open] of backends) {
  describe(`price drops of saved cars on ${name}`, () => {
    let s: TestStorage;
    let confirmToken = '';
    beforeAll(async () => {
      s = await open();
      mail.length = 0;
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });
    const call = async (endpoint: PostEndpoint, body: unknown) => {
      const res = await runPost(endpoint, {
        storage: async () => s,
        config,
        client: 'test',
        request: new Request(`${config.url}/api/alerts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    };
    const build = (price: number, status?: string) =>
      sendDigests({
        db: s.db,
        config,
        mail: services.mail(),
        sms: null,
        linkSecret: services.linkSecret(),
        now: new Date(),
        cars: stockAt(price, status),
        search: () => ({ records: [], landings: [] }),
      });

    it('keeps nothing and sends nothing without the box ticked, or for a car that is not one', async () => {
      const create = createAlertEndpoint(services);
      expect(await call(create, { contact: 'mia@example.com', car: saved })).toEqual({
        status: 400,
        body: { error: M.noConsent },
      });
      expect(
        await call(create, { contact: 'mia@example.com', car: saved, consent: false }),
      ).toEqual({ status: 400, body: { error: M.noConsent } });
      const bad = { contact: 'mia@example.com', consent: true };
      expect((await call(create, { ...bad, car: { ...saved, slug: '../admin' } })).body).toEqual({
        error: M.badCar,
      });
      expect(
        (await call(create, { ...bad, car: saved, search: '/search/used-cars' })).body,
      ).toEqual({ error: M.badCar });
      expect((await call(create, { ...bad, car: { ...saved, price: -1 } })).status).toBe(400);
      expect(await s.db.select().from(stockAlerts)).toEqual([]);
      expect(mail).toEqual([]);
    });

    it('keeps the watch with its own consent and the price the buyer saw, and asks to confirm', async () => {
      const out = await call(createAlertEndpoint(services), {
        contact: 'Mia@Example.com',
        car: saved,
        consent: true,
      });
      expect(out).toEqual({ status: 202, body: { ok: true, message: M.checkInbox } });
      const [row] = await s.db.select().from(stockAlerts);
      expect(row).toMatchObject({
        contact: 'mia@example.com',
        searchUrl: `/cars/${saved.slug}`,
        carId: 7,
        toldPrice: 32990,
        consentText: priceDropConsentText('Test Motors', 'Car'),
        confirmedAt: null,
      });
      expect(mail.at(-1)!.subject).toBe('Confirm your price-drop alert from Test Motors');
      confirmToken = /\/alerts\/confirm#(\S+)/.exec(mail.at(-1)!.text)![1]!;
      expect(mail.at(-1)!.text).toContain(
        `once each time the price of this car drops:\nhttps://www.testmotors.com.au/cars/${saved.slug}`,
      );
    });

    it('tells nothing before the buyer confirms', async () => {
      mail.length = 0;
      expect((await build(30990)).priceDrops).toEqual({ sent: 0, failed: 0 });
      expect(mail).toEqual([]);
    });

    it('tells each drop once, from the price last told, with one-click unsubscribe', async () => {
      expect(await call(confirmAlertEndpoint(services), { token: confirmToken })).toEqual({
        status: 200,
        body: { message: M.confirmedWatch },
      });
      mail.length = 0;
      // Same price, then a rise: nothing to tell.
      expect((await build(32990)).priceDrops.sent).toBe(0);
      expect((await build(33990)).priceDrops.sent).toBe(0);
      // A drop below the price the buyer saw: one e-mail, at the price every output states.
      expect((await build(30990)).priceDrops).toEqual({ sent: 1, failed: 0 });
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe('Price drop at Test Motors: 2021 Toyota RAV4 is now $30,990');
      expect(mail[0]!.text).toContain('has dropped from $32,990 to $30,990');
      expect(mail[0]!.text).toMatch(
        /\nTest Motors\n\nYou get this e-mail because you asked for it and confirmed it\. Unsubscribe at once: https:\/\/www\.testmotors\.com\.au\/pages\/unsubscribe#\S+$/,
      );
      expect(mail[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      // The same price again is not a new drop; a further cut is.
      expect((await build(30990)).priceDrops.sent).toBe(0);
      expect((await build(29990)).priceDrops.sent).toBe(1);
      expect(mail.at(-1)!.text).toContain('has dropped from $30,990 to $29,990');
      // A sold car's drop is told to no one.
      expect((await build(27990, 'sold')).priceDrops.sent).toBe(0);
    });

    it('gives a drop back when the e-mail is not accepted, and tells it after the next build', async () => {
      mailDown = true;
      expect((await build(28990)).priceDrops).toEqual({ sent: 0, failed: 1 });
      const [row] = await s.db.select().from(stockAlerts);
      expect(row!.toldPrice).toBe(29990);
      mailDown = false;
      expect((await build(28990)).priceDrops).toEqual({ sent: 1, failed: 0 });
    });

    it('tells nothing more once the buyer unsubscribes in one click', async () => {
      const header = mail.at(-1)!.headers!['List-Unsubscribe']!;
      const token = decodeURIComponent(/token=([^>]+)>/.exec(header)![1]!);
      expect((await call(unsubscribeEndpoint(services), { token })).status).toBe(200);
      mail.length = 0;
      expect((await build(20000)).priceDrops.sent).toBe(0);
      expect(mail).toEqual([]);
    });

    it('the database refuses a watch without its price', async () => {
      const [row] = await s.db.select().from(stockAlerts);
      await expect(
        s.db.update(stockAlerts).set({ toldPrice: null }).where(eq(stockAlerts.id, row!.id)),
      ).rejects.toThrow();
    });
  });
}

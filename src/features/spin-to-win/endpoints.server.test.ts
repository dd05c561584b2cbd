import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSession } from '~/features/account/session.server.ts';
import { deleteAccount, setMetadata, signInUser } from '~/features/account/users.server.ts';
import { submitLead } from '~/features/leads/leads.server.ts';
import { normalisePhone } from '~/features/phones/phones.ts';
import { runPost } from '~/server/post.server.ts';
import { leads, outbox, spins } from '~/server/storage/schema.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { spinEndpoint, spinStatus } from './endpoints.server.ts';
import { SPIN_MESSAGES } from './spin.ts';

const promo = {
  title: 'Spin to win',
  intro: 'Every spin wins.',
  prizes: [
    { label: '$100 fuel card', detail: 'A $100 fuel card.', weight: 3 },
    { label: 'Window tint', detail: 'Tint on the car you buy.', weight: 1 },
  ],
  claimDays: 30,
  terms: 'One spin per person.',
};
const config = dealerConfig({
  features: { authentication: { enabled: true }, spinToWin: promo },
});
const withoutPromo = dealerConfig({ features: { authentication: { enabled: true } } });
const now = new Date('2026-11-26T10:00:00+10:00');

for (const [name, open] of backends) {
  describe(`spin to win on ${name}`, () => {
    let s: TestStorage;
    const storage = async () => s;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    const request = (method: string, cookie?: string) =>
      new Request(`${config.url}/api/spin-to-win`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
    const spin = (cookie?: string, roll = 0, site = config) =>
      runPost(spinEndpoint({ now: () => now, roll: () => roll }), {
        storage,
        config: site,
        client: 'test-client',
        request: request('POST', cookie),
      });
    const status = (cookie?: string) =>
      spinStatus({ now: () => now }, { storage, config, request: request('GET', cookie) });
    async function signedIn(phone: string) {
      const { user } = await signInUser(s, config.slug, normalisePhone(phone), now);
      await setMetadata(s, user.id, {
        first_name: 'Ava',
        last_name: 'Nguyen',
        email: 'ava@example.com',
      });
      const cookie = await startSession(s, config.slug, user.id, request('GET'), now);
      return { user, cookie: cookie.split(';')[0]! };
    }
    const leadsOf = (phone: string) =>
      s.db
        .select()
        .from(leads)
        .where(eq(leads.form, 'spin-to-win'))
        .then((rows) => rows.filter((l) => l.fields.phone === phone));

    it('draws the prize on the server, once, and sends the dealer one lead with the claim code', async () => {
      const { cookie } = await signedIn('0412 100 001');
      expect(await status(cookie)).toMatchObject({ status: 200, body: { spin: null } });
      // Rolls 0–2 of the weights 3 and 1 land on the fuel card, 3 on the tint.
      const first = await spin(cookie, 3);
      expect(first.status).toBe(201);
      const body = (await first.json()) as { spin: Record<string, unknown>; fresh: boolean };
      expect(body).toMatchObject({
        fresh: true,
        spin: { prize_index: 1, label: 'Window tint', detail: 'Tint on the car you buy.' },
      });
      expect(body.spin.claim_code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      expect(body.spin.claim_by).toBe('2026-12-26T00:00:00.000Z');
      expect(first.headers.get('cache-control')).toBe('private, no-store');
      // Again (another press, another device): the same spin, no new draw, no second lead.
      const again = await spin(cookie, 0);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { spin: unknown }).spin).toEqual(body.spin);
      expect(await status(cookie)).toMatchObject({ body: { spin: body.spin } });
      const sent = await leadsOf('0412100001');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ category: 'Promotion', subcategory: 'Spin to win' });
      expect(sent[0]!.fields).toMatchObject({
        name: 'Ava',
        last_name: 'Nguyen',
        email: 'ava@example.com',
        prize: 'Window tint',
        claim_code: body.spin.claim_code,
      });
      expect(sent[0]!.fields.message).toBe(
        `Spin to win: won Window tint (Tint on the car you buy.). Claim code ${String(body.spin.claim_code)}, to be claimed by 26 December 2026.`,
      );
      expect(
        await s.db.select().from(outbox).where(eq(outbox.leadId, sent[0]!.id)),
      ).not.toHaveLength(0);
    });

    it('gives ten presses at once one spin and one lead', async () => {
      const { user, cookie } = await signedIn('0412 100 002');
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => spin(cookie, i % 4)));
      expect(answers.map((a) => a.status).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      const rows = await s.db.select().from(spins).where(eq(spins.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.leadId).toMatch(/^L/);
      expect(await leadsOf('0412100002')).toHaveLength(1);
      const prizes = new Set(
        await Promise.all(
          answers.map(
            async (a) => ((await a.json()) as { spin: { claim_code: string } }).spin.claim_code,
          ),
        ),
      );
      expect(prizes.size).toBe(1);
    });

    it('gives no second spin to a phone whose account was deleted (its lead stays with the dealer)', async () => {
      const { user, cookie } = await signedIn('0412 100 003');
      expect((await spin(cookie, 0)).status).toBe(201);
      await deleteAccount(s, config.slug, user);
      expect(await s.db.select().from(spins).where(eq(spins.userId, user.id))).toHaveLength(0);
      expect(await leadsOf('0412100003')).toHaveLength(1);
      const back = await signedIn('0412 100 003');
      const refused = await spin(back.cookie, 0);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: SPIN_MESSAGES.spunBefore });
    });

    it('refuses a visitor who is not signed in, and a site without the promotion', async () => {
      const out = await spin(undefined);
      expect(out.status).toBe(401);
      expect((await status(undefined)).status).toBe(401);
      const { cookie } = await signedIn('0412 100 004');
      const off = await spin(cookie, 0, withoutPromo);
      expect(off.status).toBe(404);
      expect(await off.json()).toEqual({ error: SPIN_MESSAGES.off });
    });

    it('takes no spin lead from the public lead endpoint: the server alone draws prizes', async () => {
      const out = await submitLead(
        s,
        config,
        {
          form: 'spin-to-win',
          fields: { name: 'Eve', phone: '0412100009', prize: '$1,000 off' },
          url: `${config.url}/spin-to-win`,
          opt_in_text: '',
        },
        { idempotencyKey: 'spin-forged', userAgent: null },
      );
      expect(out.status).toBe(400);
      expect(await leadsOf('0412100009')).toHaveLength(0);
    });
  });
}

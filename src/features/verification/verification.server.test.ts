import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verificationCodes, verifications } from '~/server/storage/schema.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { backends, closeStorage, type TestStorage } from '../../../tests/support/backends.ts';
import {
  canAttempt,
  checkCode,
  sendCode,
  type VerificationContext,
} from './verification.server.ts';

/** An SMS sender that keeps what it was given, so the test can read the code as a phone would. */
function phoneInbox(): SmsSender & { sent: { to: string; body: string }[]; fail: boolean } {
  const inbox = {
    kind: 'embedded' as const,
    sent: [] as { to: string; body: string }[],
    fail: false,
    send: (to: string, body: string) => {
      if (inbox.fail) return Promise.resolve({ ok: false as const, reason: 'HTTP 500' });
      inbox.sent.push({ to, body });
      return Promise.resolve({ ok: true as const, id: String(inbox.sent.length) });
    },
  };
  return inbox;
}
const codeIn = (body: string) => body.slice(0, 6);

for (const [name, open] of backends) {
  describe(`one-time codes on ${name}`, () => {
    let s: TestStorage;
    let t = Date.parse('2026-11-23T01:00:00Z');
    const ctx = (over: Partial<VerificationContext> = {}): VerificationContext => ({
      storage: s,
      websiteSlug: 'driveaway-finance',
      dealershipSlug: 'driveaway-finance-sydney',
      client: '203.0.113.9',
      now: new Date(t),
      ...over,
    });
    const send = (phone: string, over: Partial<VerificationContext> = {}, sms = phoneInbox()) =>
      sendCode(ctx(over), sms, { phone, purpose: 'finance', dealerName: 'Driveaway Finance' });
    const check = (
      phone: string,
      code: string,
      submission = 'sub-1',
      purpose: 'finance' | 'sign-in' = 'finance',
    ) => checkCode(ctx(), { phone, purpose, code, submission });

    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    it('sends 6 digits, stores only a salted hash, and verifies once', async () => {
      const sms = phoneInbox();
      expect(await send('0412 000 001', {}, sms)).toBe('sent');
      expect(sms.sent[0]!.to).toBe('+61412000001');
      const code = codeIn(sms.sent[0]!.body);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await s.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.phone, '0412000001'));
      expect(row!.codeHash).not.toContain(code);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);
      expect(await check('+61 412 000 001', code, 'sub-a')).toBe('verified');
      // The same submission's retry may present it again (and is told it is a retry); anyone
      // else finds it spent.
      expect(await check('0412000001', code, 'sub-a')).toBe('replayed');
      expect(await check('0412000001', code, 'sub-b')).toBe('invalid');
    });

    it('never revives a superseded or unsent code, whatever Idempotency-Key the client sends', async () => {
      const sms = phoneInbox();
      await send('0412 000 010', {}, sms);
      await send('0412 000 010', {}, sms);
      const [older, newer] = sms.sent.map((m) => codeIn(m.body));
      if (older === newer) return; // one chance in a million: nothing to tell apart
      expect(await check('0412000010', newer!, 'sub-n')).toBe('verified');
      // The server's own words for a code nobody may use are no key a client can present.
      for (const key of ['replaced', 'not-sent', 'submission:replaced', 'sub-n'])
        expect(await check('0412000010', older!, key), key).toBe('invalid');
      // A code whose text never went out is spent, for every key.
      const failing = phoneInbox();
      failing.fail = true;
      await send('0412 000 011', {}, failing);
      const [row] = await s.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.phone, '0412000011'));
      expect(row!.usedBy).toBe('not-sent');
      const ok = phoneInbox();
      await send('0412 000 011', {}, ok);
      expect(await check('0412000011', codeIn(ok.sent[0]!.body), 'not-sent')).toBe('verified');
    });

    it('binds the code to its phone and purpose, and to 10 minutes', async () => {
      const sms = phoneInbox();
      await send('0412 000 002', {}, sms);
      const code = codeIn(sms.sent[0]!.body);
      expect(await check('0412000003', code)).toBe('invalid');
      expect(await check('0412000002', code, 'sub-1', 'sign-in')).toBe('invalid');
      t += 10 * 60 * 1000 + 1;
      expect(await check('0412000002', code)).toBe('invalid');
    });

    it('allows 5 checks of a code, then says too many; a new code replaces the old', async () => {
      const sms = phoneInbox();
      await send('0412 000 004', {}, sms);
      const code = codeIn(sms.sent[0]!.body);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i++) expect(await check('0412000004', wrong)).toBe('invalid');
      expect(await canAttempt(ctx(), { phone: '0412000004', purpose: 'finance' })).toBe(false);
      expect(await check('0412000004', code)).toBe('too-many');
      await send('0412 000 004', {}, sms);
      expect(await check('0412000004', code)).toBe(
        code === codeIn(sms.sent[1]!.body) ? 'verified' : 'invalid',
      );
      expect(await check('0412000004', codeIn(sms.sent[1]!.body), 'sub-2')).toBe('verified');
    });

    it('sends at most 5 codes a phone an hour and 10 a client, recording each', async () => {
      const client = '192.0.2.50';
      const send = (phone: string, over: Partial<VerificationContext> = {}) =>
        sendCode(ctx({ client, ...over }), phoneInbox(), {
          phone,
          purpose: 'finance',
          dealerName: 'D',
        });
      for (let i = 0; i < 5; i++) expect(await send('0412 000 005')).toBe('sent');
      expect(await send('0412 000 005')).toBe('phone-limit');
      expect(await send('0412 000 005', { client: '198.51.100.7' })).toBe('phone-limit');
      for (let i = 0; i < 5; i++) expect(await send(`0412 000 1${i}0`)).toBe('sent');
      expect(await send('0412 000 200')).toBe('client-limit');
      expect(await send('0412 000 200', { client: '198.51.100.8' })).toBe('sent');
      t += 60 * 60 * 1000 + 1;
      expect(await send('0412 000 005')).toBe('sent');
      const rows = await s.db
        .select()
        .from(verifications)
        .where(eq(verifications.phone, '0412000005'));
      expect(rows.map((r) => r.outcome)).toEqual([
        'sent',
        'sent',
        'sent',
        'sent',
        'sent',
        'phone-limit',
        'phone-limit',
        'sent',
      ]);
      expect(rows[0]).toMatchObject({
        websiteSlug: 'driveaway-finance',
        dealershipSlug: 'driveaway-finance-sydney',
        verificationType: 'sms',
        purpose: 'finance',
      });
      expect(rows[0]!.client).not.toContain('192.0.2.50');
    });

    it('spends the code when the SMS could not be sent', async () => {
      const sms = phoneInbox();
      sms.fail = true;
      expect(await send('0412 000 006', { client: '192.0.2.60' }, sms)).toBe('send-failed');
      expect(await canAttempt(ctx(), { phone: '0412000006', purpose: 'finance' })).toBe(true);
    });

    it('gives 10,000 scripted guesses at one phone no success', async () => {
      t += 2 * 60 * 60 * 1000;
      const phone = '0412 999 999';
      let successes = 0;
      for (let guess = 0; guess < 10_000; guess++) {
        const code = String(guess).padStart(6, '0');
        let outcome = await check(phone, code, `attacker-${guess}`);
        if (outcome === 'too-many' || (outcome === 'invalid' && guess % 5 === 0)) {
          // The attacker asks for a fresh code whenever the last one is spent (5 an hour).
          await send(phone, { client: `10.0.${guess % 250}.1` });
          outcome = await check(phone, code, `attacker-${guess}`);
        }
        if (outcome === 'verified') successes++;
        t += 1000;
      }
      const checks = await s.db
        .select()
        .from(verifications)
        .where(eq(verifications.phone, '0412999999'));
      const evaluated = checks.filter(
        (r) => r.verificationType === 'verify' && r.outcome === 'invalid',
      ).length;
      expect(successes).toBe(0);
      // 10,000 guesses over ~2.8 hours: at most 5 codes an hour × 5 checks each were even compared.
      expect(evaluated).toBeLessThanOrEqual(5 * 5 * 3);
      expect(checks.filter((r) => r.outcome === 'sent').length).toBeLessThanOrEqual(15);
    }, 120_000);
  });
}

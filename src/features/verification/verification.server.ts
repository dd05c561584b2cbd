import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import { and, count, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';

import { normalisePhone } from '~/features/phones/phones.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { verificationCodes, verifications } from '~/server/storage/schema.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import {
  CODE_LENGTH,
  CODE_TTL_MS,
  MAX_CHECKS_PER_CODE,
  MAX_SENDS_PER_CLIENT_HOUR,
  MAX_SENDS_PER_PHONE_HOUR,
  type Purpose,
  smsText,
  toE164,
} from './verification.ts';

export interface VerificationContext {
  storage: Storage;
  websiteSlug: string;
  dealershipSlug: string | null;
  /** The visitor's address; only its hash is stored. */
  client: string;
  now?: Date;
}

export type SendOutcome = 'sent' | 'phone-limit' | 'client-limit' | 'send-failed';
/** `replayed`: the code was already spent by this same submission (a retry), and is right. */
export type CheckOutcome = 'verified' | 'replayed' | 'invalid' | 'too-many';

/**
 * What `used_by` holds: `submission:` and the client's Idempotency-Key for a code a submission
 * spent, or one of the server's own words for a code no submission may use (`replaced` by a newer
 * code, `not-sent`). A client's key can never equal one of those words, whatever it is.
 */
const spentBy = (submission: string) => `submission:${submission}`;

const HOUR = 60 * 60 * 1000;
const clientHash = (slug: string, client: string) =>
  createHash('sha256').update(`${slug}\u0000${client}`).digest('hex').slice(0, 24);
const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}\u0000${code}`).digest('hex');

/**
 * Keeps a code for a mobile and purpose, salted and hashed, valid for CODE_TTL_MS: what a sent
 * code leaves in the store (and what the booking benchmark gives its simulated visitors, whose
 * texts it cannot read).
 */
export async function storeCode(
  storage: Storage,
  c: { site: string; phone: string; purpose: Purpose; code: string; now: Date },
): Promise<number> {
  const salt = randomBytes(16).toString('hex');
  const [row] = await storage.db
    .insert(verificationCodes)
    .values({
      websiteSlug: c.site,
      phone: c.phone,
      purpose: c.purpose,
      codeHash: `${salt}$${hashCode(salt, c.code)}`,
      expiresAt: new Date(c.now.getTime() + CODE_TTL_MS),
      createdAt: c.now,
    })
    .returning({ id: verificationCodes.id });
  return row!.id;
}

/** A code from the operating system's cryptographic generator, 6 digits with leading zeros. */
export const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

async function record(
  ctx: VerificationContext,
  type: 'sms' | 'verify',
  phone: string,
  purpose: Purpose,
  outcome: string,
) {
  await ctx.storage.db.insert(verifications).values({
    websiteSlug: ctx.websiteSlug,
    dealershipSlug: ctx.dealershipSlug,
    verificationType: type,
    phone,
    client: clientHash(ctx.websiteSlug, ctx.client),
    purpose,
    outcome,
    createdAt: ctx.now ?? new Date(),
  });
}

async function sentInLastHour(ctx: VerificationContext, where: ReturnType<typeof eq>) {
  const since = new Date((ctx.now ?? new Date()).getTime() - HOUR);
  const [row] = await ctx.storage.db
    .select({ n: count() })
    .from(verifications)
    .where(
      and(
        eq(verifications.websiteSlug, ctx.websiteSlug),
        eq(verifications.verificationType, 'sms'),
        eq(verifications.outcome, 'sent'),
        gte(verifications.createdAt, since),
        where,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Sends a new code to a mobile (already validated): at most 5 a phone and 10 a client an hour.
 * Only a salted hash is stored; earlier unused codes for the same phone and purpose are spent,
 * so only the newest works. Every send, refused or not, is a `verifications` row.
 */
export async function sendCode(
  ctx: VerificationContext,
  sms: SmsSender,
  input: { phone: string; purpose: Purpose; dealerName: string },
): Promise<SendOutcome> {
  const phone = normalisePhone(input.phone);
  const now = ctx.now ?? new Date();
  if ((await sentInLastHour(ctx, eq(verifications.phone, phone))) >= MAX_SENDS_PER_PHONE_HOUR) {
    await record(ctx, 'sms', phone, input.purpose, 'phone-limit');
    return 'phone-limit';
  }
  const client = clientHash(ctx.websiteSlug, ctx.client);
  if ((await sentInLastHour(ctx, eq(verifications.client, client))) >= MAX_SENDS_PER_CLIENT_HOUR) {
    await record(ctx, 'sms', phone, input.purpose, 'client-limit');
    return 'client-limit';
  }
  const code = newCode();
  const mine = and(
    eq(verificationCodes.websiteSlug, ctx.websiteSlug),
    eq(verificationCodes.phone, phone),
    eq(verificationCodes.purpose, input.purpose),
    isNull(verificationCodes.usedAt),
  );
  await ctx.storage.db
    .update(verificationCodes)
    .set({ usedAt: now, usedBy: 'replaced' })
    .where(mine);
  const id = await storeCode(ctx.storage, {
    site: ctx.websiteSlug,
    phone,
    purpose: input.purpose,
    code,
    now,
  });
  const sent = await sms.send(toE164(phone), smsText(code, input.dealerName));
  if (!sent.ok) {
    await ctx.storage.db
      .update(verificationCodes)
      .set({ usedAt: now, usedBy: 'not-sent' })
      .where(eq(verificationCodes.id, id));
    console.error(`[verification] SMS not sent (${sent.reason})`);
    await record(ctx, 'sms', phone, input.purpose, 'send-failed');
    return 'send-failed';
  }
  await record(ctx, 'sms', phone, input.purpose, 'sent');
  return 'sent';
}

/**
 * Checks a code for a phone and purpose: the newest live code, at most 5 checks (counted
 * atomically, so parallel guesses cannot exceed them), compared in constant time, then spent by
 * `submission` (its Idempotency-Key): a retry of the same submission may present it again.
 */
export async function checkCode(
  ctx: VerificationContext,
  input: { phone: string; purpose: Purpose; code: string; submission: string },
): Promise<CheckOutcome> {
  const phone = normalisePhone(input.phone);
  const now = ctx.now ?? new Date();
  const live = and(
    eq(verificationCodes.websiteSlug, ctx.websiteSlug),
    eq(verificationCodes.phone, phone),
    eq(verificationCodes.purpose, input.purpose),
    gt(verificationCodes.expiresAt, now),
    or(isNull(verificationCodes.usedAt), eq(verificationCodes.usedBy, spentBy(input.submission))),
  );
  const newest = ctx.storage.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(live)
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const [counted] = await ctx.storage.db
    .update(verificationCodes)
    .set({ checks: sql`${verificationCodes.checks} + 1` })
    .where(
      and(
        sql`${verificationCodes.id} = (${newest})`,
        sql`${verificationCodes.checks} < ${MAX_CHECKS_PER_CODE}`,
      ),
    )
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  let outcome: CheckOutcome;
  // Recorded apart from a wrong code: a check with no live code compared nothing.
  let recorded: string;
  if (!counted) {
    const [spent] = await newest;
    outcome = spent ? 'too-many' : 'invalid';
    recorded = spent ? 'too-many' : 'no-live-code';
  } else {
    const [salt = '', hash = ''] = counted.codeHash.split('$');
    const given = Buffer.from(hashCode(salt, input.code.trim()), 'hex');
    const match = given.length === 32 && timingSafeEqual(given, Buffer.from(hash, 'hex'));
    // Spent now by this submission (first use), else already by it (a retry): told apart, so a
    // replayed sign-in gets its first session back rather than a new one.
    const mine = eq(verificationCodes.id, counted.id);
    const first =
      match &&
      (
        await ctx.storage.db
          .update(verificationCodes)
          .set({ usedAt: now, usedBy: spentBy(input.submission) })
          .where(and(mine, isNull(verificationCodes.usedAt)))
          .returning({ id: verificationCodes.id })
      ).length > 0;
    const again =
      match &&
      !first &&
      (
        await ctx.storage.db
          .select({ id: verificationCodes.id })
          .from(verificationCodes)
          .where(and(mine, eq(verificationCodes.usedBy, spentBy(input.submission))))
      ).length > 0;
    outcome = first ? 'verified' : again ? 'replayed' : 'invalid';
    recorded = outcome;
  }
  await record(ctx, 'verify', phone, input.purpose, recorded);
  return outcome;
}

/** Spec Calls /api/rate-limit: may this phone try a code now (a live code with checks left)? */
export async function canAttempt(
  ctx: VerificationContext,
  input: { phone: string; purpose: Purpose },
): Promise<boolean> {
  const now = ctx.now ?? new Date();
  const [row] = await ctx.storage.db
    .select({ checks: verificationCodes.checks })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.websiteSlug, ctx.websiteSlug),
        eq(verificationCodes.phone, normalisePhone(input.phone)),
        eq(verificationCodes.purpose, input.purpose),
        gt(verificationCodes.expiresAt, now),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ? row.checks < MAX_CHECKS_PER_CODE : true;
}

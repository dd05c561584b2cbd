import { randomUUID } from 'node:crypto';

import * as z from 'zod/mini';

import type { StaffMember } from '~/config/schema/desk.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { codeField, mobileField } from '~/features/leads/schemas.ts';
import { invalidBody, verificationContext } from '~/features/verification/requests.server.ts';
import { checkCode, sendCode } from '~/features/verification/verification.server.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';
import {
  IDEMPOTENCY_KEY_REQUIRED,
  IDEMPOTENCY_MISMATCH,
  idempotencyKey,
  requestHash,
} from '~/server/idempotency.server.ts';
import type { PostDeps, PostEndpoint } from '~/server/post.server.ts';
import { type Answer, PRIVATE, privateAnswer } from '~/server/private-answer.ts';
import type { Storage } from '~/server/storage/db.server.ts';
import { claimKey, releaseKey, settleKey } from '~/server/storage/idempotent.server.ts';
import type { SmsSender } from '~/services/sms/sms.ts';

import { audit } from './audit.server.ts';
import {
  currentDeskSession,
  type DeskSession,
  endDeskSession,
  startDeskSession,
} from './session.server.ts';
import { DESK_AREAS, type DeskArea, mayUse, staffMember } from './staff.ts';

export interface DeskServices {
  /** Who may sign in (the dealer file's list and the environment's). */
  staff: () => readonly StaffMember[];
  sms: () => SmsSender;
  now?: () => Date;
}

export const DESK_MESSAGES = {
  off: 'There is no dealer desk on this site.',
  signedOut: 'Your desk session has ended. Sign in again.',
  forbidden: 'Your role does not include this.',
  codeSent: 'If this mobile belongs to a member of staff, a code is on its way.',
  inProgress: 'This action is already under way. Wait a moment and refresh.',
} as const;
const D = DESK_MESSAGES;

export type { Answer };
export const answer = privateAnswer;
/** The Set-Cookie value that removes the desk cookie. */
const CLEARED = '__Host-desk=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict';

const deskOff = (config: DealerConfig) => !config.features.desk.enabled;
const clock = (s: DeskServices) => s.now?.() ?? new Date();

const sendRequest = z.object({ mobile: mobileField });

/**
 * POST /api/desk/send-code: texts a sign-in code to a mobile on the staff list. Any other mobile
 * gets the same answer and no text, so the desk tells nobody who is staff.
 */
export const sendDeskCodeEndpoint = (services: DeskServices): PostEndpoint => ({
  perMinute: 6,
  maxBytes: 512,
  async handle(body, deps) {
    if (deskOff(deps.config)) return answer(404, { error: D.off });
    const req = sendRequest.safeParse(body);
    if (!req.success) return invalidBody(req.error.issues);
    const member = staffMember(services.staff(), req.data.mobile);
    if (!member) return answer(200, { sent: true, message: D.codeSent });
    const outcome = await sendCode(
      verificationContext(deps, await deps.storage(), () => clock(services)),
      services.sms(),
      { phone: member.mobile, purpose: 'desk', dealerName: deps.config.name },
    );
    if (outcome === 'send-failed') return answer(502, { error: V.sendFailed });
    if (outcome !== 'sent') return answer(429, { error: V.tooMany });
    return answer(200, { sent: true, message: D.codeSent });
  },
});

const signInRequest = z.object({ mobile: mobileField, code: codeField });

/**
 * POST /api/desk/sign-in: the code checked (hashed, 10 minutes, single use, 5 checks), then a desk
 * session started and the sign-in written to the audit log. A mobile that is not staff gets the
 * wrong-code answer.
 */
export const deskSignInEndpoint = (services: DeskServices): PostEndpoint => ({
  perMinute: 10,
  maxBytes: 512,
  async handle(body, deps) {
    if (deskOff(deps.config)) return answer(404, { error: D.off });
    const req = signInRequest.safeParse(body);
    if (!req.success) return invalidBody(req.error.issues);
    const wrong = answer(400, {
      error: V.invalid,
      issues: [{ field: 'code', message: V.invalid }],
    });
    const member = staffMember(services.staff(), req.data.mobile);
    if (!member) return wrong;
    const storage = await deps.storage();
    const now = clock(services);
    const outcome = await checkCode(
      verificationContext(deps, storage, () => now),
      {
        phone: member.mobile,
        purpose: 'desk',
        code: req.data.code,
        submission: deps.request.headers.get('idempotency-key') ?? randomUUID(),
      },
    );
    if (outcome === 'too-many') return answer(429, { error: V.tooMany });
    if (outcome !== 'verified' && outcome !== 'replayed') return wrong;
    const cookie = await startDeskSession(
      storage,
      deps.config.slug,
      member.mobile,
      deps.request,
      now,
    );
    await audit(
      storage,
      deps.config.slug,
      { member, action: 'sign-in', target: `staff:${member.mobile}`, before: null, after: null },
      now,
    );
    return answer(200, { staff: { name: member.name, role: member.role } }, cookie);
  },
});

/** The member of staff of a desk request, or the answer to give instead (404 off, 401 signed out). */
async function deskSession(
  services: DeskServices,
  deps: Pick<PostDeps, 'config' | 'request' | 'storage'>,
  now: Date,
): Promise<{ session: DeskSession; storage: Storage } | { refusal: Answer }> {
  if (deskOff(deps.config)) return { refusal: answer(404, { error: D.off }) };
  const storage = await deps.storage();
  const session = await currentDeskSession(
    storage,
    deps.config.slug,
    services.staff(),
    deps.request,
    now,
  );
  if (!session) return { refusal: answer(401, { error: D.signedOut }, CLEARED) };
  return { session, storage };
}

const withRenewal = (session: DeskSession, out: Answer): Answer =>
  session.cookie && !out.headers?.['Set-Cookie']
    ? answer(out.status, out.body, session.cookie)
    : out;

/** POST /api/desk/sign-out: ends this browser's desk session. */
export const deskSignOutEndpoint = (services: DeskServices): PostEndpoint => ({
  perMinute: 20,
  maxBytes: 64,
  async handle(_body, deps) {
    const now = clock(services);
    const who = await deskSession(services, deps, now);
    if ('refusal' in who) return who.refusal;
    await endDeskSession(who.storage, who.session);
    await audit(
      who.storage,
      deps.config.slug,
      {
        member: who.session.member,
        action: 'sign-out',
        target: `staff:${who.session.member.mobile}`,
        before: null,
        after: null,
      },
      now,
    );
    return answer(200, { signed_out: true }, CLEARED);
  },
});

/** One part of the desk's day (reservations, bookings, leads…), loaded for a member whose role covers it. */
export type DeskSection = (ctx: {
  storage: Storage;
  config: DealerConfig;
  now: Date;
}) => Promise<unknown>;

/**
 * GET /api/desk: the signed-in member of staff and the day's work their role covers: each of
 * `sections` whose area the role includes, under its area's name.
 */
export const deskAnswer = async (
  services: DeskServices,
  deps: Pick<PostDeps, 'config' | 'request' | 'storage'>,
  sections: Partial<Record<DeskArea, DeskSection>>,
): Promise<Answer> => {
  const now = clock(services);
  const who = await deskSession(services, deps, now);
  if ('refusal' in who) return who.refusal;
  const { member } = who.session;
  const areas = DESK_AREAS.filter((a) => mayUse(member.role, a));
  const body: Record<string, unknown> = {
    staff: { name: member.name, role: member.role },
    areas,
    now: now.toISOString(),
  };
  for (const area of areas) {
    const section = sections[area];
    if (section) body[area] = await section({ storage: who.storage, config: deps.config, now });
  }
  return withRenewal(who.session, answer(200, body));
};

/**
 * A desk action on one record: the desk on, an Idempotency-Key, a live desk session whose role
 * covers `area`; then the action once a key (its retry gets the first answer; the same key with
 * another body 422), and its answer kept for the retries.
 */
export function deskAction<T>(
  services: DeskServices,
  /** `area`: the part of the desk it belongs to; several where the record says which (its own check). */
  opts: { name: string; area: DeskArea | readonly DeskArea[]; schema: z.ZodMiniType<T> },
  act: (
    input: T,
    ctx: { member: StaffMember; storage: Storage; config: DealerConfig; now: Date },
  ) => Promise<Answer>,
): PostEndpoint {
  return {
    perMinute: 30,
    maxBytes: 512,
    async handle(body, deps) {
      const now = clock(services);
      const who = await deskSession(services, deps, now);
      if ('refusal' in who) return who.refusal;
      const { member } = who.session;
      const areas: readonly DeskArea[] = typeof opts.area === 'string' ? [opts.area] : opts.area;
      if (!areas.some((a) => mayUse(member.role, a))) return answer(403, { error: D.forbidden });
      const key = idempotencyKey(deps.request);
      if (!key) return answer(400, { error: IDEMPOTENCY_KEY_REQUIRED });
      const req = opts.schema.safeParse(body);
      if (!req.success) return { ...invalidBody(req.error.issues), headers: PRIVATE };
      const { db } = who.storage;
      const claimed = `desk:${deps.config.slug}:${key}`;
      const claim = await claimKey(
        db,
        claimed,
        requestHash({ action: opts.name, input: req.data }),
      );
      if (claim.kind === 'answered') return answer(claim.status, claim.body);
      if (claim.kind === 'mismatch') return answer(422, { error: IDEMPOTENCY_MISMATCH });
      if (claim.kind === 'in-progress') return answer(409, { error: D.inProgress });
      try {
        const out = await act(req.data, { member, storage: who.storage, config: deps.config, now });
        await settleKey(db, claimed, out.status, out.body);
        return withRenewal(who.session, out);
      } catch (e) {
        await releaseKey(db, claimed).catch(() => undefined);
        throw e;
      }
    },
  };
}

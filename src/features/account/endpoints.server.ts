import { randomUUID } from 'node:crypto';

import * as z from 'zod/mini';

import { codeField, emailField, mobileField, text } from '~/features/leads/schemas.ts';
import { normalisePhone } from '~/features/phones/phones.ts';
import { invalidBody, verificationContext } from '~/features/verification/requests.server.ts';
import { checkCode } from '~/features/verification/verification.server.ts';
import { VERIFICATION_MESSAGES as V } from '~/features/verification/verification.ts';
import type { PostDeps, PostEndpoint } from '~/server/post.server.ts';

import { ACCOUNT_MESSAGES as A } from './messages.ts';
import {
  clearedCookie,
  endSession,
  resumeSession,
  type Session,
  signInSessionId,
  startSession,
} from './session.server.ts';
import {
  type Answer,
  answer,
  authOff,
  signedIn,
  signedInPost as signedInAs,
} from './signed-in.server.ts';
import { activity, deleteAccount, setMetadata, signInUser } from './users.server.ts';
import { type WatchCar, watchItems } from './watch-items.ts';
import { searchesOf, watchlistOf } from './watchlist.server.ts';

export interface AccountServices {
  /** A listed car of this build by id (the build's own data), or null. */
  car: (id: number) => Promise<WatchCar | null>;
  /** The server's key a sign-in's session id is made with (the link-signing secret). */
  sessionKey: () => string;
  now?: () => Date;
}

export const clock = (s: AccountServices) => s.now?.() ?? new Date();
/** A POST of the signed-in visitor's own, on this server's clock. */
export const signedInPost = (
  services: AccountServices,
  limits: { perMinute: number; maxBytes: number },
  handle: Parameters<typeof signedInAs>[2],
) => signedInAs(() => clock(services), limits, handle);

/** What the browser keeps of a signed-in user (never more than the phone and the names). */
const publicUser = (u: Session['user']) => ({
  phone: u.phone,
  first_name: u.metadata?.first_name ?? null,
  last_name: u.metadata?.last_name ?? null,
  email: u.metadata?.email ?? null,
});

const verifyRequest = z.object({ phone: mobileField, code: codeField });

/**
 * POST /api/account/verify: the sign-in code checked (spec States: hashed, 10 minutes, single use,
 * 5 checks), then the user found or made for this phone on this site and a new session started.
 */
export const verifyEndpoint = (services: AccountServices): PostEndpoint => ({
  perMinute: 10,
  maxBytes: 1024,
  async handle(body, deps) {
    if (authOff(deps.config)) return answer(404, { error: A.authOff });
    const req = verifyRequest.safeParse(body);
    if (!req.success) return invalidBody(req.error.issues);
    const storage = await deps.storage();
    const now = clock(services);
    const submission = deps.request.headers.get('idempotency-key') ?? randomUUID();
    const outcome = await checkCode(
      verificationContext(deps, storage, () => now),
      {
        phone: req.data.phone,
        purpose: 'sign-in',
        code: req.data.code,
        submission,
      },
    );
    if (outcome === 'too-many') return answer(429, { error: V.tooMany });
    if (outcome !== 'verified' && outcome !== 'replayed') return answer(400, { error: V.invalid });
    const phone = normalisePhone(req.data.phone);
    const id = signInSessionId(services.sessionKey(), submission, phone, req.data.code.trim());
    // The same sign-in sent again gets its first session back, if it is still open.
    const resumed =
      outcome === 'replayed' ? await resumeSession(storage, deps.config.slug, id, now) : null;
    if (outcome === 'replayed' && !resumed) return answer(400, { error: V.invalid });
    const { user, created } = await signInUser(storage, deps.config.slug, phone, now);
    const cookie =
      resumed ?? (await startSession(storage, deps.config.slug, user.id, deps.request, now, id));
    const needsDetails = created || !user.metadata?.first_name;
    return answer(200, { user: publicUser(user), needs_details: needsDetails }, cookie);
  },
});

const profileRequest = z.object({
  first_name: text(A.firstName, 100),
  last_name: text(A.lastName, 100),
  email: emailField,
});

/** POST /api/account/details: the first name, last name and e-mail asked once of a new user (spec Calls metadata). */
export const detailsEndpoint = (services: AccountServices) =>
  signedInPost(
    services,
    { perMinute: 10, maxBytes: 2048 },
    async (body, session, storage, deps) => {
      const req = profileRequest.safeParse(body);
      if (!req.success) return invalidBody(req.error.issues);
      const metadata = {
        ...req.data,
        website: deps.config.url,
        dealership_slug: deps.config.dealerships[0]?.slug ?? deps.config.slug,
      };
      await setMetadata(storage, session.user.id, metadata);
      return answer(200, { user: publicUser({ ...session.user, metadata }) });
    },
  );

/** POST /api/account/sign-out: ends this browser's session, or with `everywhere` all of the user's. */
export const signOutEndpoint = (services: AccountServices) =>
  signedInPost(services, { perMinute: 10, maxBytes: 256 }, async (body, session, storage) => {
    const everywhere = z.object({ everywhere: z._default(z.boolean(), false) }).safeParse(body);
    if (!everywhere.success) return invalidBody(everywhere.error.issues);
    await endSession(storage, session, everywhere.data.everywhere);
    return answer(200, { signed_out: true }, clearedCookie());
  });

/** POST /api/account/delete: the account and what it kept go; leads already sent stay with the dealer. */
export const deleteEndpoint = (services: AccountServices) =>
  signedInPost(services, { perMinute: 5, maxBytes: 256 }, async (_body, session, storage, deps) => {
    await deleteAccount(storage, deps.config.slug, session.user);
    return answer(200, { deleted: true }, clearedCookie());
  });

/**
 * GET /api/account: who is signed in, with the garage's data (watchlist with live status, saved
 * searches, finance applications and trade-in valuations made with this phone). 401 signed out.
 */
export async function accountAnswer(
  services: AccountServices,
  deps: Pick<PostDeps, 'config' | 'request' | 'storage'>,
): Promise<Answer> {
  const who = await signedIn(deps, clock(services));
  if ('refusal' in who) return who.refusal;
  const { session, storage } = who;
  const rows = await watchlistOf(storage, session.user.id);
  const { finance, valuations } = await activity(storage, deps.config.slug, session.user.phone);
  const carName = async (id: number | null) =>
    id ? ((await services.car(id))?.name ?? null) : null;
  return answer(
    200,
    {
      user: publicUser(session.user),
      watchlist: await watchItems(rows, services.car),
      searches: await searchesOf(storage, session.user.id),
      finance: await Promise.all(
        finance.map(async (f) => ({ ...f, car: await carName(f.car_id) })),
      ),
      valuations,
    },
    session.cookie,
  );
}

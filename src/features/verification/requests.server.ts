/**
 * What every endpoint that checks a phone by SMS code shares: the verification context of a
 * request (the site, its first dealership and the client), and the 400 answer for a body its
 * schema refused.
 */
import type { PostDeps } from '~/server/post.server.ts';

import { checkCode, type VerificationContext } from './verification.server.ts';
import { type Purpose, VERIFICATION_MESSAGES as V } from './verification.ts';

export const verificationContext = (
  deps: PostDeps,
  storage: VerificationContext['storage'],
  now?: () => Date,
): VerificationContext => ({
  storage,
  websiteSlug: deps.config.slug,
  dealershipSlug: deps.config.dealerships[0]?.slug ?? null,
  client: deps.client ?? 'unknown',
  ...(now ? { now: now() } : {}),
});

type Issue = { path: PropertyKey[]; message: string };
export const issues = (list: Issue[]) =>
  list.map((i) => ({ field: i.path.join('.'), message: i.message }));

/** A body its schema refused: 400 with the first message and every field's. */
export const invalidBody = (list: Issue[]) => ({
  status: 400,
  body: { error: list[0]?.message ?? V.unknown, issues: issues(list) },
});

/**
 * A mobile confirmed by the code texted to it for `purpose`, spent by this submission (its
 * Idempotency-Key; a retry of it passes): null when it is, else the answer to give (400 with the
 * code field's message, or 429 once the code's checks are used up).
 */
export async function codeRefusal(
  deps: PostDeps,
  storage: VerificationContext['storage'],
  input: { phone: string; purpose: Purpose; code: string | undefined; submission: string },
  now?: () => Date,
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  const invalid = {
    status: 400,
    body: { error: V.invalid, issues: [{ field: 'code', message: V.invalid }] },
  };
  if (!input.code) return invalid;
  const check = await checkCode(verificationContext(deps, storage, now), {
    phone: input.phone,
    purpose: input.purpose,
    code: input.code,
    submission: input.submission,
  });
  if (check === 'too-many') return { status: 429, body: { error: V.tooMany } };
  return check === 'invalid' ? invalid : null;
}

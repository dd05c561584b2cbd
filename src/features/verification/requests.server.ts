/**
 * What every endpoint that checks a phone by SMS code shares: the verification context of a
 * request (the site, its first dealership and the client), and the 400 answer for a body its
 * schema refused.
 */
import type { PostDeps } from '~/server/post.server.ts';

import type { VerificationContext } from './verification.server.ts';
import { VERIFICATION_MESSAGES as V } from './verification.ts';

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

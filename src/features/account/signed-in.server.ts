import type { DealerConfig } from '~/config/schema/index.ts';
import type { PostDeps, PostEndpoint } from '~/server/post.server.ts';
import { type Answer, privateAnswer } from '~/server/private-answer.ts';
import type { Storage } from '~/server/storage/db.server.ts';

export type { Answer };

import { ACCOUNT_MESSAGES as A } from './messages.ts';
import { clearedCookie, currentSession, type Session } from './session.server.ts';

/** An answer to a signed-in (or signing-in) browser, with a cookie to set when there is one. */
export const answer = privateAnswer;

export const authOff = (config: DealerConfig) => !config.features.authentication.enabled;

/**
 * The signed-in user of a request to this site, or the answer to give instead: 404 where sign-in
 * is off, 401 (and the stale cookie cleared) with no live session.
 */
export async function signedIn(
  deps: Pick<PostDeps, 'config' | 'request' | 'storage'>,
  now: Date,
): Promise<{ session: Session; storage: Storage } | { refusal: Answer }> {
  if (authOff(deps.config)) return { refusal: answer(404, { error: A.authOff }) };
  const storage = await deps.storage();
  const session = await currentSession(storage, deps.config.slug, deps.request, now);
  if (!session) return { refusal: answer(401, { error: A.signedOut }, clearedCookie()) };
  return { session, storage };
}

/** The answer with the session's renewed cookie, when it was renewed and the answer sets none. */
export const withSession = (session: Session, out: Answer): Answer =>
  session.cookie && !out.headers?.['Set-Cookie']
    ? answer(out.status, out.body, session.cookie)
    : out;

/** A POST that needs a signed-in user of this site (401 otherwise, and the stale cookie cleared). */
export function signedInPost(
  now: () => Date,
  limits: { perMinute: number; maxBytes: number },
  handle: (body: unknown, session: Session, storage: Storage, deps: PostDeps) => Promise<Answer>,
): PostEndpoint {
  return {
    ...limits,
    async handle(body, deps) {
      const who = await signedIn(deps, now());
      if ('refusal' in who) return who.refusal;
      return withSession(who.session, await handle(body, who.session, who.storage, deps));
    },
  };
}

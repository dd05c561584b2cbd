import { type Answer, answer, signedIn, withSession } from '~/features/account/signed-in.server.ts';
import type { PostDeps, PostEndpoint } from '~/server/post.server.ts';

import { spinOf, spinOnce, spinView } from './spin.server.ts';
import { SPIN_MESSAGES as S } from './spin.ts';

export interface SpinServices {
  now?: () => Date;
  /** The draw's random roll in [0, total) (tests fix it; crypto's randomInt otherwise). */
  roll?: (total: number) => number;
}

const clock = (s: SpinServices) => s.now?.() ?? new Date();

/** GET /api/spin-to-win: the signed-in user's spin, or `spin: null` before it (401 signed out). */
export async function spinStatus(
  services: SpinServices,
  deps: Pick<PostDeps, 'config' | 'request' | 'storage'>,
): Promise<Answer> {
  if (!deps.config.features.spinToWin) return answer(404, { error: S.off });
  const who = await signedIn(deps, clock(services));
  if ('refusal' in who) return who.refusal;
  const spin = await spinOf(who.storage, who.session.user.id);
  return withSession(who.session, answer(200, { spin: spin ? spinView(spin) : null }));
}

/**
 * POST /api/spin-to-win: the one spin (the server draws the prize and sends the dealer its lead).
 * Pressed again, it answers the same spin; a phone that spun before under a deleted account, 409.
 */
export const spinEndpoint = (services: SpinServices): PostEndpoint => ({
  perMinute: 10,
  maxBytes: 256,
  async handle(_body, deps) {
    const promo = deps.config.features.spinToWin;
    if (!promo) return answer(404, { error: S.off });
    const now = clock(services);
    const who = await signedIn(deps, now);
    if ('refusal' in who) return who.refusal;
    const out = await spinOnce(who.storage, deps.config, promo, who.session.user, {
      url: new URL('/spin-to-win', deps.config.url).href,
      userAgent: deps.request.headers.get('user-agent'),
      now,
      ...(services.roll ? { roll: services.roll } : {}),
    });
    if ('refused' in out) return withSession(who.session, answer(409, { error: S.spunBefore }));
    return withSession(
      who.session,
      answer(out.fresh ? 201 : 200, { spin: spinView(out.spin), fresh: out.fresh }),
    );
  },
});

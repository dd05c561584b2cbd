import type { gatedRoutes } from '~/config/schema/features.ts';
import type { DealerConfig } from '~/config/schema/index.ts';

export type GatedRoute = (typeof gatedRoutes)[number];

/** Whether a page of this route needs a signed-in user on this dealer's site (spec §6; default none). */
export function isGated(
  auth: DealerConfig['features']['authentication'],
  route: GatedRoute,
): boolean {
  return auth.enabled && auth.gatedRoutes.includes(route);
}

/**
 * Where sign-in may send the visitor: a path of this site only ('/…', never '//host' or
 * '/\host', which browsers read as another site, nor a scheme or control characters); anything
 * else goes home.
 */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || path.length > 600) return '/';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return '/';
  try {
    const url = new URL(path, 'https://same.site');
    return url.origin === 'https://same.site' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * The one script a gated page runs in its <head>, before anything shows: with no signed-in user in
 * this browser it goes to sign-in at once (the page holds no private data; that only ever comes
 * from session-checked endpoints, which answer 401 to a browser whose session has ended).
 */
export const GATE_SCRIPT = `(function(){try{if(localStorage.getItem('account'))return}catch(e){}var h=document.documentElement,p=location.pathname+location.search;h.style.visibility='hidden';location.replace('/sign-in?'+new URLSearchParams({type:h.dataset.gate,redirect:p,back:document.referrer&&new URL(document.referrer).origin===location.origin?new URL(document.referrer).pathname:'/'}))})()`;

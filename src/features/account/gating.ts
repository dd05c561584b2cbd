import type { gatedRoutes } from '~/config/schema/features.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { STORAGE_KEYS } from '~/features/saved/storage-keys.ts';

export type GatedRoute = (typeof gatedRoutes)[number];

/** Whether a page of this route needs a signed-in user on this dealer's site (spec Roles; default none). */
export function isGated(
  auth: DealerConfig['features']['authentication'],
  route: GatedRoute,
): boolean {
  return auth.enabled && auth.gatedRoutes.includes(route);
}

/**
 * The one script a gated page runs in its <head>, before anything shows: with no signed-in user in
 * this browser it goes to sign-in at once (the page holds no private data; that only ever comes
 * from session-checked endpoints, which answer 401 to a browser whose session has ended).
 */
export const GATE_SCRIPT = `(function(){try{if(localStorage.getItem('${STORAGE_KEYS.account}'))return}catch(e){}var h=document.documentElement,p=location.pathname+location.search;h.style.visibility='hidden';location.replace('/sign-in?'+new URLSearchParams({type:h.dataset.gate,redirect:p,back:document.referrer&&new URL(document.referrer).origin===location.origin?new URL(document.referrer).pathname:'/'}))})()`;

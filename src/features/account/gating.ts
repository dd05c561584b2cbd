/**
 * Spec §4 login gating: a gated route with no signed-in user goes to
 * /sign-in?type={type}&redirect={path}&back={path}.
 */
export function signInUrl(type: string, redirect: string, back: string = redirect): string {
  const q = new URLSearchParams({ type, redirect, back });
  return `/sign-in?${q.toString()}`;
}

export interface User {
  id: string;
  phone: string | null;
}

/** Where a visitor to a route goes: null to stay, or the sign-in URL. */
export function gate(
  route: string,
  gatedRoutes: readonly string[],
  authEnabled: boolean,
  user: User | null,
  path: string,
): string | null {
  if (!authEnabled || user || !gatedRoutes.includes(route)) return null;
  return signInUrl(route, path);
}

/**
 * Spec §4/§5: saving to the watchlist needs a signed-in user with a phone number; otherwise the
 * visitor goes to sign in with type=watchlist, coming back to the same page.
 */
export function watchlistSave(
  user: User | null,
  path: string,
): { ok: true } | { redirect: string } {
  return user?.phone ? { ok: true } : { redirect: signInUrl('watchlist', path, path) };
}

/**
 * Spec States login gating: a gated route with no signed-in user goes to
 * /sign-in?type={type}&redirect={path}&back={path}.
 */
export function signInUrl(type: string, redirect: string, back: string = redirect): string {
  const q = new URLSearchParams({ type, redirect, back });
  return `/sign-in?${q.toString()}`;
}

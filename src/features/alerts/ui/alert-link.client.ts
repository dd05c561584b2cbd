import { ALERT_MESSAGES as M } from '../messages.ts';

/**
 * A stock alert's e-mailed link (its token after '#'): sent once to `endpoint`, the answer shown
 * in `out`, and the token taken out of the address bar. False when the address has no such token.
 */
export async function sendAlertLink(
  endpoint: string,
  purpose: string,
  out: HTMLElement,
): Promise<boolean> {
  const token = decodeURIComponent(location.hash.slice(1));
  if (!token.startsWith(`${purpose}.`)) {
    if (purpose === 'alert-confirm') out.textContent = M.badLink;
    return false;
  }
  out.hidden = false;
  history.replaceState(null, '', location.pathname);
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string };
    out.textContent = body.message ?? body.error ?? M.failed;
  } catch {
    out.textContent = M.failed;
  }
  return true;
}

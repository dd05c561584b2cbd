/** Small helpers every /api endpoint uses: JSON replies, same-site check, body limits, rate limits. */

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers } });

export const CROSS_SITE = 'Cross-site requests are not accepted.';
export const TOO_MANY = 'Too many requests. Please try again in a minute.';

/**
 * Refuses requests another site's page made (Sec-Fetch-Site, then Origin). Same-origin pages and
 * tools that send neither header (curl, server-to-server) pass; the site's own origin is allowed.
 */
export function crossSite(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  return !allowed.has(origin);
}

/** Reads a JSON body of at most `limit` bytes; null when it is not JSON or too big. */
export async function readJson(request: Request, limit = 64 * 1024): Promise<unknown | null> {
  const text = await request.text();
  if (text.length > limit) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A fixed-window limit per client per minute, in this server's memory. */
export function rateLimiter(perMinute: number, now = () => Date.now()) {
  const windows = new Map<string, { start: number; count: number }>();
  return (client: string): boolean => {
    const t = now();
    const w = windows.get(client);
    if (!w || t - w.start >= 60_000) {
      windows.set(client, { start: t, count: 1 });
      if (windows.size > 10_000) windows.delete(windows.keys().next().value!);
      return true;
    }
    w.count++;
    return w.count <= perMinute;
  };
}

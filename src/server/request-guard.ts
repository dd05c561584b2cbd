/**
 * Requests refused before any page or endpoint sees them, with a clear 4xx instead of the 500 the
 * platform's own request parsing would give: a method no page takes (TRACE, CONNECT, PUT…) and a
 * Host header that is not a host (`a@b`, spaces, a path). The local server (scripts/lib/serve.ts)
 * asks this first; on Netlify the middleware asks it for on-demand routes.
 */

/** What every route of a dealer site answers to: pages GET and HEAD, endpoints GET and POST. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

// RFC 3986 host (a name, an IPv4 or a bracketed IPv6 literal) with an optional port: no userinfo,
// no path, nothing a URL parser would read as something else.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export interface Refusal {
  status: 400 | 405;
  headers: Record<string, string>;
  message: string;
}

export function refusedRequest(method: string, host: string | undefined): Refusal | null {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method))
    return {
      status: 405,
      headers: { Allow: ALLOWED_METHODS.join(', ') },
      message: `The method ${/^[A-Z]{1,20}$/.test(method) ? method : 'used'} is not allowed here.`,
    };
  if (host !== undefined && (host.length > 260 || !HOST.test(host)))
    return { status: 400, headers: {}, message: 'The Host header is not a valid host name.' };
  return null;
}

import type { DealerConfig } from '~/config/schema/index.ts';

/** The origin a dealer's search runs against in the browser (Typesense), or null for the embedded search. */
export function searchOrigin(
  search: Pick<DealerConfig['search'], 'provider' | 'host'>,
): string | null {
  if (search.provider !== 'typesense' || !search.host) return null;
  const { protocol, host, port } = search.host;
  const defaultPort =
    (protocol === 'https' && port === 443) || (protocol === 'http' && port === 80);
  return `${protocol}://${host}${defaultPort ? '' : `:${port}`}`;
}

/**
 * The Content-Security-Policy header of one dealer's site. Everything comes from our own origin
 * (`default-src 'self'`) but what the dealer file names: its search server (connect-src), the
 * hosts its photos and map tiles come from (img-src: the image CDN or the stock feed's photo host,
 * and the tile server), and Stripe where deposits are paid with it.
 * Scripts and styles are pinned per page by the CSP meta tag Astro writes with hashes; the header
 * allows them inline too because a browser enforces BOTH policies, so the meta's hashes are what
 * decide, while a page without a meta tag (an error page) still works. The header adds what a meta
 * tag cannot (frame-ancestors) and the fixed limits.
 */
export function contentSecurityPolicy(
  config: Pick<DealerConfig, 'search'> & { payments?: Pick<DealerConfig['payments'], 'provider'> },
  imageOrigins: readonly string[] = [],
): string {
  const search = searchOrigin(config.search);
  // Stripe's Payment Element: its script, frames and API. Each page's meta policy
  // still names its own scripts, so only a checkout page (which adds Stripe to it) runs Stripe.
  const stripe = config.payments?.provider === 'stripe';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${stripe ? ' https://js.stripe.com' : ''}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    "font-src 'self'",
    `connect-src 'self'${search ? ` ${search}` : ''}${stripe ? ' https://api.stripe.com' : ''}`,
    ...(stripe ? ["frame-src 'self' https://js.stripe.com https://hooks.stripe.com"] : []),
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Headers every page of a dealer's site carries: locally (scripts/lib/serve.ts) and on Netlify
 * (the `_headers` file the build writes into the published folder, src/integrations/dealer-site.server.ts).
 */
export function securityHeaders(
  config: Parameters<typeof contentSecurityPolicy>[0],
  imageOrigins: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, imageOrigins),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Hashed build assets never change, so browsers keep them a year. */
export const immutableAssets = {
  path: '/_astro/*',
  cacheControl: 'public, max-age=31536000, immutable',
};

/** Netlify's `_headers` file: the security headers on every path, a year's cache on hashed assets. */
export function netlifyHeadersFile(headers: Record<string, string>): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}\n`;
  return `${block('/*', headers)}\n${block(immutableAssets.path, { 'Cache-Control': immutableAssets.cacheControl })}`;
}

/** The path → headers blocks of a `_headers` file (what the local server applies as Netlify does). */
export function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) out.set(line.trim(), (current = {}));
    else if (current) {
      const at = line.indexOf(':');
      if (at > 0) current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return out;
}

/** A Content-Security-Policy as directive → its sources, in order. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values.join(' ')] as const;
      }),
  );

/**
 * The site's policy with the page's own directives in place of the site's (Astro sends a page
 * served on demand its script-src and style-src with the hashes of its inline code, stricter than
 * the site's 'unsafe-inline'); every other directive of the site's kept.
 */
export function mergePolicies(site: string, page: string | null): string {
  const merged = directives(site);
  if (page) for (const [name, value] of directives(page)) merged.set(name, value);
  return [...merged].map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/**
 * The headers of a response served on demand: the site's security headers (the page's CSP hashes
 * merged in), and for an HTML page `Cache-Control: private, no-store`; others keep their own.
 */
export function onDemandHeaders(site: Record<string, string>, own: Headers): Headers {
  const headers = new Headers(own);
  for (const [name, value] of Object.entries(site)) headers.set(name, value);
  const policy = site['Content-Security-Policy'];
  if (policy)
    headers.set(
      'Content-Security-Policy',
      mergePolicies(policy, own.get('content-security-policy')),
    );
  if (/^text\/html\b/i.test(own.get('content-type') ?? ''))
    headers.set('Cache-Control', 'private, no-store');
  return headers;
}

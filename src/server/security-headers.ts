import type { DealerConfig } from '../config/schema/index.ts';
import { tileOrigin } from '../features/locations/maps.ts';
import { photoOrigins } from '../features/media/variants.server.ts';

/**
 * Every origin a dealer's pages load images from: its photos (photoOrigins) and its map tiles
 * (`maps.tileUrl`, one host, or one domain's subdomains for a {s} template).
 */
export function imageOrigins(
  config: Pick<DealerConfig, 'images' | 'maps'>,
  siteData: unknown,
): string[] {
  return [...photoOrigins(siteData, config.images.urlTemplate), tileOrigin(config.maps.tileUrl)];
}

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
 * (`default-src 'self'`) but what the dealer file names: its search server (connect-src), and the
 * hosts its photos and map tiles come from (img-src: the image CDN or the stock feed's photo host,
 * and the tile server).
 * Scripts and styles are pinned per page by the CSP meta tag Astro writes with hashes; the header
 * allows them inline too because a browser enforces BOTH policies, so the meta's hashes are what
 * decide, while a page without a meta tag (an error page) still works. The header adds what a meta
 * tag cannot (frame-ancestors) and the fixed limits.
 */
export function contentSecurityPolicy(
  config: Pick<DealerConfig, 'search'>,
  imageOrigins: readonly string[] = [],
): string {
  const search = searchOrigin(config.search);
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    "font-src 'self'",
    `connect-src 'self'${search ? ` ${search}` : ''}`,
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
  config: Pick<DealerConfig, 'search'>,
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
export function netlifyHeadersFile(
  config: Pick<DealerConfig, 'search'>,
  imageOrigins: readonly string[] = [],
): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}\n`;
  return `${block('/*', securityHeaders(config, imageOrigins))}\n${block(immutableAssets.path, { 'Cache-Control': immutableAssets.cacheControl })}`;
}

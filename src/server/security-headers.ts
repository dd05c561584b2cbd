/**
 * Headers every response carries, locally (scripts/serve.ts) and on Netlify (netlify.toml, kept
 * equal by a test). Script and style sources are pinned per page by Astro's CSP meta tag with
 * hashes; this header adds what a meta tag cannot (frame-ancestors) and the fixed limits.
 * Map tiles are the one outside source, and only in the browser (README "The machine").
 */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': "img-src 'self' data: https://*.tile.openstreetmap.org; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Hashed build assets never change, so browsers keep them a year. */
export const immutableAssets = { path: '/_astro/*', cacheControl: 'public, max-age=31536000, immutable' };

/** A permanent redirect from one site path to another. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * Spec Screens' other routes to a location: /our-location/{slug}, /contact-us/{slug} and
 * /teams/{slug} all answer 301 to its one page, /locations/{slug} (canonical).
 */
export function locationRedirects(slugs: readonly string[]): Redirect[] {
  return slugs.flatMap((slug) =>
    ['our-location', 'contact-us', 'teams'].map((prefix) => ({
      from: `/${prefix}/${slug}`,
      to: `/locations/${slug}`,
    })),
  );
}

/** The page a gone URL shows, with status 410 (src/pages/410.astro). */
export const GONE_PAGE = '/410/index.html';

/**
 * A sold car's URL once its light page is over (inventory.soldPageDays) answers 410
 * Gone with the gone page: Netlify's `_redirects` rewrite with a status, read back by the local
 * server (parseGone).
 */
export const goneFile = (paths: readonly string[]) =>
  paths.map((p) => `${p} ${GONE_PAGE} 410\n`).join('');

/** A `_redirects` file's 410 rules: the paths that answer 410 Gone. */
export function parseGone(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && to === GONE_PAGE && status === '410') out.add(from);
  }
  return out;
}

/** Netlify's `_redirects` lines (the local server reads the same file: scripts/lib/serve.ts). */
export const redirectsFile = (redirects: readonly Redirect[]) =>
  redirects.map((r) => `${r.from} ${r.to} 301\n`).join('');

/** Reads a `_redirects` file's exact-path 301 rules back: path → target. */
export function parseRedirects(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && to && (status ?? '301').startsWith('301') && !from.includes('*'))
      out.set(from, to);
  }
  return out;
}

/** Spec Screens: the complaint-handling page's other addresses. */
export const CONTENT_REDIRECTS: readonly Redirect[] = [
  { from: '/pages/complaint-handling', to: '/pages/complaint-handling-process' },
  { from: '/pages/handling-complaint', to: '/pages/complaint-handling-process' },
];

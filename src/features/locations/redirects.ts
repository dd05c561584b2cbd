/** A permanent redirect from one site path to another. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * Spec §2's other routes to a location: /our-location/{slug}, /contact-us/{slug} and
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

/** Spec §2: the complaint-handling page's other addresses. */
export const CONTENT_REDIRECTS: readonly Redirect[] = [
  { from: '/pages/complaint-handling', to: '/pages/complaint-handling-process' },
  { from: '/pages/handling-complaint', to: '/pages/complaint-handling-process' },
];

/** Pages that must not be indexed: error pages, form confirmations, account pages. */
const EXCLUDED = [
  /^\/404\/?$/,
  /^\/500\/?$/,
  /^\/410\/?$/,
  /^\/success\/?$/,
  /^\/appointment\/?$/,
  /^\/print\/?/,
  /^\/sign-in\/?/,
  /^\/my-/,
  /^\/_styleguide\/?$/,
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml (sitemaps.org 0.9) for the given site-relative paths, without trailing slashes, sorted
 * and de-duplicated. `soldCars`: the slugs of listed cars that are sold. A sold car keeps its page
 * through the listing window (spec States) but leaves the sitemap at once: search engines
 * are not sent to a car that cannot be bought.
 */
export function sitemapXml(
  siteUrl: string,
  paths: string[],
  soldCars: Iterable<string> = [],
): string {
  const base = siteUrl.replace(/\/+$/, '');
  const sold = new Set([...soldCars].map((slug) => `/cars/${slug}`));
  const urls = [
    ...new Set(
      paths
        .map((p) => (p.startsWith('/') ? p : `/${p}`).replace(/(.)\/$/, '$1'))
        .filter((p) => !EXCLUDED.some((r) => r.test(p)) && !sold.has(p)),
    ),
  ].sort();
  const body = urls.map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

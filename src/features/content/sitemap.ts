/** Pages that must not be indexed: error pages, form confirmations, account pages. */
const EXCLUDED = [
  /^\/404\/?$/,
  /^\/500\/?$/,
  /^\/success\/?$/,
  /^\/print\/?/,
  /^\/sign-in\/?/,
  /^\/my-/,
  /^\/_styleguide\/?$/,
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml (sitemaps.org 0.9) for the given site-relative paths, without trailing slashes, sorted and de-duplicated. */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = [
    ...new Set(
      paths
        .map((p) => (p.startsWith('/') ? p : `/${p}`).replace(/(.)\/$/, '$1'))
        .filter((p) => !EXCLUDED.some((r) => r.test(p))),
    ),
  ].sort();
  const body = urls.map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

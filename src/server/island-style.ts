/**
 * Astro writes the rule that lets islands lay out as their contents
 * (`astro-island,astro-slot,astro-static-slot{display:contents}`) as a `<style>` just before a
 * page's first island, which puts it in the body: invalid HTML (`<style>` is not allowed in a
 * `<div>`). As each page is prerendered (src/middleware.ts) it moves into the head, unchanged, so
 * the page validates and the CSP hash Astro computed for it still matches. Pure.
 */
const ISLAND_STYLE = Buffer.from(
  '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>',
);
const HEAD_END = Buffer.from('</head>');

/**
 * The page's UTF-8 bytes with the island style moved from its body to the end of its head, once.
 * Worked on as bytes (both markers are ASCII): decoding a page to text and encoding it again took
 * a tenth of a large build.
 */
export function hoistIslandStyle(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const head = html.indexOf(HEAD_END);
  if (head < 0) return html;
  let found = html.indexOf(ISLAND_STYLE, head);
  if (found < 0) return html;
  const parts = [html.subarray(0, head), ISLAND_STYLE];
  let from = head;
  while (found >= 0) {
    parts.push(html.subarray(from, found));
    from = found + ISLAND_STYLE.length;
    found = html.indexOf(ISLAND_STYLE, from);
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/**
 * A page as it is prerendered (src/middleware.ts): HTML with the island style in its head; any
 * other answer as it is. Incremental builds digest this function's code into every page's key
 * (features/content/page-keys.server.ts): Astro's code hash of a page does not reach the
 * middleware, so a change here must re-render every page by itself.
 */
export async function prerenderedPage(page: Response): Promise<Response> {
  if (!page.headers.get('content-type')?.startsWith('text/html')) return page;
  return new Response(hoistIslandStyle(Buffer.from(await page.arrayBuffer())), {
    status: page.status,
    statusText: page.statusText,
    headers: page.headers,
  });
}

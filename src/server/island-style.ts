/**
 * Astro writes the rule that lets islands lay out as their contents
 * (`astro-island,astro-slot,astro-static-slot{display:contents}`) as a `<style>` just before a
 * page's first island, which puts it in the body: invalid HTML (`<style>` is not allowed in a
 * `<div>`). As each page is prerendered (src/middleware.ts) it moves into the head, unchanged, so
 * the page validates and the CSP hash Astro computed for it still matches. Pure.
 */
const ISLAND_STYLE =
  /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

export function hoistIslandStyle(html: string): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const body = html.slice(head);
  const found = body.match(ISLAND_STYLE);
  if (!found) return html;
  return `${html.slice(0, head)}${found[0]}${body.replace(ISLAND_STYLE, '')}`;
}

/**
 * A page as it is prerendered (src/middleware.ts): HTML with the island style in its head; any
 * other answer as it is. Incremental builds digest this function's code into every page's key
 * (features/content/page-keys.server.ts): Astro's code hash of a page does not reach the
 * middleware, so a change here must re-render every page by itself.
 */
export async function prerenderedPage(page: Response): Promise<Response> {
  if (!page.headers.get('content-type')?.startsWith('text/html')) return page;
  // Given as UTF-8 bytes: a string body is checked character by character as a USVString and
  // encoded again by the Response, a third of this function's time over a build's pages.
  return new Response(Buffer.from(hoistIslandStyle(await page.text()), 'utf8'), {
    status: page.status,
    statusText: page.statusText,
    headers: page.headers,
  });
}

import { defineMiddleware } from 'astro:middleware';
import siteHeaders from 'virtual:dealer/headers';

import { prerenderedPage } from '~/server/island-style.ts';
import { refusedRequest } from '~/server/request-guard.ts';
import { onDemandHeaders } from '~/server/security-headers.ts';

/**
 * Pages and endpoints served on demand get what the static pages get from `_headers` (which
 * Netlify applies to files, not to functions): the dealer's whole security policy, merged with the
 * script and style hashes Astro works out for the page; an HTML page is also never stored by a CDN
 * or browser (it may show a visitor's own details). A method no route takes answers 405 and a Host
 * that is not a host name 400 here too (locally the server refuses both before Astro,
 * scripts/lib/serve.ts, since the Node adapter's own URL parsing fails on such a Host first).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // Valid HTML: the island style goes into the head as each page is made (island-style.ts), so
  // the build never has to read its pages again (an incremental build keeps most of them). Each
  // file's prices are checked as it is made too (loaded only by the build, never on demand).
  if (context.isPrerendered) {
    const { pricesChecked } = await import('~/integrations/price-agreement.server.ts');
    return pricesChecked(await prerenderedPage(await next()), context.url.pathname);
  }
  const refused = refusedRequest(
    context.request.method,
    context.request.headers.get('host') ?? undefined,
  );
  if (refused)
    return new Response(refused.message, {
      status: refused.status,
      headers: { 'Content-Type': 'text/plain', ...refused.headers, ...siteHeaders },
    });
  const response = await next();
  const headers = onDemandHeaders(siteHeaders, response.headers);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});

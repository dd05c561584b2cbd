/** The part of Astro's per-page CSP API a checkout page uses. */
interface PageCsp {
  insertScriptResource(resource: string): void;
}

/**
 * Stripe's Payment Element on a checkout page (only there, and only for a Stripe dealer): its
 * script from js.stripe.com in the page's own policy (the site's header allows Stripe's frames
 * and API: src/server/security-headers.ts).
 */
export function stripeCsp(csp: PageCsp | undefined) {
  // Astro's script-src is 'self' only until a resource is added: then it is the resources added.
  csp?.insertScriptResource("'self'");
  csp?.insertScriptResource('https://js.stripe.com');
}

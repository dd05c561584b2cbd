/** The part of Astro's per-page CSP API a checkout page uses. */
interface PageCsp {
  insertScriptResource(resource: string): void;
  insertDirective(directive: string): void;
}

/**
 * Stripe's Payment Element on a checkout page (only there, and only for a Stripe dealer): its
 * script from js.stripe.com, its frames, and its calls to api.stripe.com, as Stripe documents.
 */
export function stripeCsp(csp: PageCsp | undefined) {
  // Astro's script-src is 'self' only until a resource is added: then it is the resources added.
  csp?.insertScriptResource("'self'");
  csp?.insertScriptResource('https://js.stripe.com');
  csp?.insertDirective("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  csp?.insertDirective("connect-src 'self' https://api.stripe.com");
}

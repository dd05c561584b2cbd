import { describe, expect, it } from 'vitest';

import { stripeCsp } from './stripe-csp.ts';

describe("a checkout page's own policy for Stripe", () => {
  it("keeps 'self' and adds js.stripe.com (Astro drops its 'self' once a resource is added)", () => {
    const added: string[] = [];
    stripeCsp({ insertScriptResource: (r) => added.push(r) });
    expect(added).toEqual(["'self'", 'https://js.stripe.com']);
    expect(() => stripeCsp(undefined)).not.toThrow();
  });
});

import { createHash } from 'node:crypto';

import { test as base, type TestInfo } from '@playwright/test';

import { dealerPorts } from '../../playwright.config.ts';

export { expect } from '@playwright/test';

/**
 * Every browser test is its own visitor. The site limits each client per minute (10 leads, 6
 * codes…), and every browser here connects from 127.0.0.1: as one client, tests that happen to
 * share a minute would meet a limit that neither reaches alone. The dealers' servers trust
 * 127.0.0.1 as a proxy (TRUSTED_PROXIES, playwright.config.ts), and each test's requests to a
 * dealer's /api/ name an address of its own in X-Forwarded-For, as a reverse proxy would. Only
 * those requests: a header added to a cross-origin request would make the browser ask first
 * (a CORS preflight), which the payment stand-in and tile servers do not answer.
 */
export const test = base.extend<{ visitor: string }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  visitor: async ({}, use, testInfo) => use(visitorOf(testInfo)),
  context: async ({ context, visitor }, use) => {
    await context.route(isDealerApi, (route) =>
      route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': visitor } }),
    );
    await use(context);
  },
  request: async ({ playwright, visitor }, use) => {
    const request = await playwright.request.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': visitor },
    });
    await use(request);
    await request.dispose();
  },
});

const ports = new Set(Object.values(dealerPorts).map(String));

const isDealerApi = (url: URL) =>
  url.hostname === '127.0.0.1' && ports.has(url.port) && url.pathname.startsWith('/api/');

/** An address from the documentation range (2001:db8::/32), one per test and attempt. */
function visitorOf(testInfo: TestInfo): string {
  const hash = createHash('sha256')
    .update(`${testInfo.testId}/${testInfo.repeatEachIndex}/${testInfo.retry}`)
    .digest('hex');
  return `2001:db8::${hash.slice(0, 4)}:${hash.slice(4, 8)}:${hash.slice(8, 12)}`;
}

import { existsSync, readFileSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

import { sitePaths } from './src/catalogue/paths.ts';
import { listDealerSlugs, loadDealerConfig } from './src/config/load.server.ts';
import { promoHiddenKey } from './src/features/content/promotions.ts';

/** Every sample dealer is served on its own port, from its build in dist/<slug>/ (npm run build first). */
export const dealerPorts = Object.fromEntries(listDealerSlugs().map((slug, i) => [slug, 4400 + i]));

/**
 * A dealer whose file takes Stripe payments is served with Stripe's keys pointed at a stand-in of
 * its own (tests/support/stripe-standin.ts, on 4500 + the dealer's place), which sends the signed
 * events to the dealer's /api/payments/webhook.
 */
export const stripeStandInPorts = Object.fromEntries(
  listDealerSlugs()
    .map((slug, i) => [slug, 4500 + i] as const)
    .filter(([slug]) => loadDealerConfig(slug).payments.provider === 'stripe'),
);
export const STRIPE_WEBHOOK_SECRET = 'whsec_browser_tests';
const stripeEnv = (slug: string): Record<string, string> =>
  stripeStandInPorts[slug]
    ? {
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${stripeStandInPorts[slug]}`,
      }
    : {};

/**
 * Browser tests browse as a visitor who closed each dealer's promo popups before (kept in the
 * browser, spec States), so the popup does not cover the page; tests/e2e/promotions.spec.ts starts
 * without this.
 */
const popupsClosed = {
  cookies: [],
  origins: Object.entries(dealerPorts).map(([slug, port]) => {
    const file = sitePaths(slug).promotions;
    const promotions: { id: string; kind: string }[] = existsSync(file)
      ? JSON.parse(readFileSync(file, 'utf8'))
      : [];
    return {
      origin: `http://127.0.0.1:${port}`,
      localStorage: promotions
        .filter((p) => p.kind === 'popup')
        .map((p) => ({ name: promoHiddenKey(p.id), value: '1' })),
    };
  }),
};

// Chromium comes from the OS packages (Playwright's own download does not work here). Tests run
// on its headless shell where the machine has it (Debian's chromium-headless-shell: the lean
// headless build Playwright itself uses, a quarter faster here), else on the browser. The
// screenshot tests always use the browser: their pictures were drawn by it, and the shell
// smooths text differently.
const browserPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : browserPath);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The screenshot tests (their pictures are the browser's, not the headless shell's). */
const looks = /\/visual\.spec\.ts$/;

/** The tests that send codes by SMS or apply for finance (each of these files does). */
const journeys =
  /\/(account|checkout|finance|journey-account|journey-finance|journey-test-drive|journey-trade-in|spin-to-win|stripe|trade-in)\.spec\.ts$/;

/**
 * The tests that start a process of their own (a dealer's server, a build) or keep both cores
 * busy (request bodies of hundreds of MB): run beside the others, they starve the other worker,
 * whose short waits then run out. They run after every other test, one at a time.
 */
const alone =
  /\/(desk|hardening|proxy|server-log|stock-feed|storage-outage|typesense-csp)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // In CI a failed test runs once more. A test that passes only then is reported at the end
  // with its first error and what its page showed (tests/support/failures-last.ts), so a flaky
  // test is seen and mended; one that fails both times fails the run.
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores, beside a server per dealer and the accessibility scans: an
  // island's answer can take longer than the default 5 s to show. A wait that passes ends as soon
  // as its condition holds, so this costs a passing run nothing.
  expect: { timeout: 10_000 },
  // In CI each failure's error is printed again at the end, where a log is read from.
  reporter: process.env.CI ? [['line'], ['./tests/support/failures-last.ts']] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    storageState: popupsClosed,
    launchOptions: { executablePath, args: chromiumArgs },
  },
  // The site's endpoints limit each client per minute (sending codes: 6; pre-approval: 10) and
  // per hour (codes sent, kept in the store). Every test is a visitor of its own
  // (tests/support/test.ts: the dealers' servers trust X-Forwarded-For from 127.0.0.1), so no
  // test meets a limit another test used up. The journeys that send codes and apply for finance
  // still run one at a time beside the other tests, which keeps the machine's load as it was.
  // Pictures are named as before the split into projects (no project name in the file name).
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{platform}{ext}',
  projects: [
    { name: 'journeys', testMatch: journeys, workers: 1 },
    { name: 'pages', testIgnore: [journeys, looks, alone] },
    {
      name: 'looks',
      testMatch: looks,
      use: { launchOptions: { executablePath: browserPath, args: chromiumArgs } },
    },
    { name: 'alone', testMatch: alone, workers: 1, dependencies: ['journeys', 'pages', 'looks'] },
  ],
  webServer: [
    ...Object.entries(stripeStandInPorts).map(([slug, port]) => ({
      command: 'node node_modules/tsx/dist/cli.mjs tests/support/stripe-standin-server.ts',
      env: {
        STANDIN_PORT: String(port),
        STANDIN_WEBHOOK_URL: `http://127.0.0.1:${dealerPorts[slug]}/api/payments/webhook`,
        STANDIN_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
      },
      port,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
    ...Object.entries(dealerPorts).map(([slug, port]) => ({
      // Browser tests keep their leads apart from a developer's own (.data/e2e), and each run starts
      // with an empty store: per-client limits kept there (codes sent an hour) never carry over.
      command: `node -e "require('fs').rmSync('.data/e2e/${slug}',{recursive:true,force:true})" && node node_modules/tsx/dist/cli.mjs scripts/start.ts --no-build`,
      env: {
        DEALER: slug,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOCAL_DATA_DIR: '.data/e2e',
        // Each test names its own visitor address in X-Forwarded-For (tests/support/test.ts).
        TRUSTED_PROXIES: '127.0.0.1',
        ...stripeEnv(slug),
      },
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
  ],
});

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { liveTests, readyLiveTests } from './tests/live/live-env.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // The `~/` alias of tsconfig.json: `~/features/…` is `src/features/…`.
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Live tests against real services join when the variables each names are set
    // (tests/live/live-env.ts; npm run test:live).
    include: [
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/support/**/*.test.ts',
      ...readyLiveTests(liveTests(ROOT), process.env).map((t) => t.file),
    ],
    environment: 'node',
    // Vitest leaves a core free by default: on a 2-core machine that is one worker, and the many
    // tests that wait on a build, a server or Postgres leave that core idle. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    // Opening embedded Postgres (PGlite) takes seconds, more on a busy machine.
    hookTimeout: 60_000,
    // npm run test:coverage: the pure rules (docs/rules.md) must stay at 95% of lines,
    // wherever they live: the features, the catalogue's listing rules, the shared components'
    // constants and the services' pure parts (the loan maths, the embedded lender's rates).
    coverage: {
      provider: 'v8',
      include: [
        'src/features/**/*.ts',
        'src/catalogue/**/*.ts',
        'src/components/**/*.ts',
        'src/services/**/*.ts',
      ],
      // Worker and DOM glue (*.worker.ts, *.client.ts) run only in a browser; the e2e tests cover
      // them. Server modules are tested over HTTP and storage, not held to the rules' figure.
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.server.ts',
        'src/**/*.worker.ts',
        'src/**/*.client.ts',
      ],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});

// One Astro build per dealer: DEALER names dealers/<slug>.json (scripts/build.ts sets it).
// This file and scripts/ are where a process reads its own environment; inside src/ only
// src/services/env.server.ts does, through the astro:env schema declared here.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig, passthroughImageService } from 'astro/config';

import { buildEnv, buildOutput } from './scripts/lib/build-env.ts';
import { loadDealerConfig } from './src/config/load.server.ts';
import { dealerSite } from './src/integrations/dealer-site.server.ts';
import { netlifyFunctionRoutes } from './src/integrations/netlify-function.server.ts';
import { envSchema } from './src/services/env.ts';

const { dealer, dealersDir, dataDir, at } = buildEnv();
const onNetlify = Boolean(process.env.NETLIFY);
// `netlify dev` (NETLIFY_DEV) runs Astro's dev server with the Netlify adapter too, which also
// clears the functions an earlier `netlify build` left in .netlify/v1/ (else the CLI would serve
// those); the site's services stay local ones (no DATABASE_URL needed).
const netlifyAdapter = onNetlify || Boolean(process.env.NETLIFY_DEV);
const output = buildOutput(dealer);
// A bad dealer file stops the build here, naming the file and every bad field.
const config = loadDealerConfig(dealer, dealersDir);

export default defineConfig({
  // Locally every dealer gets dist/<slug>/; on Netlify one site is one dealer, published from
  // dist/_netlify/. DIST_DIR puts a build elsewhere (a test's variant of a dealer must not replace
  // its real build). scripts/lib/build-env.ts says why.
  outDir: output.outDir,
  // Vite's and incremental builds' cache: one per dealer (a test's scratch build keeps its own).
  cacheDir: output.cacheDir,
  output: 'static',
  // Four pages render at a time: a page's file writes (and the incremental cache's copy) overlap
  // the next page's rendering. A fresh 900-car build: 22.5 s at 1, 18.4 s at 4, 19.4 s at 8.
  build: { concurrency: 4 },
  // The Netlify function carries the SQL migrations it runs at start. What its code names but
  // never reads there (the published site, the data, the local store, PGlite) is not copied into
  // it; src/integrations/netlify-function.ts says what it may carry, and removes the rest.
  adapter: netlifyAdapter
    ? netlify({
        includeFiles: ['./src/server/storage/migrations/**/*'],
        excludeFiles: [
          output.clientDir,
          relative('.', dataDir),
          '.data',
          'node_modules/@electric-sql',
        ].map((dir) => `./${dir}/**/*`),
      })
    : node({ mode: 'standalone' }),
  // The variables this dealer's services read (README "Configure real services"), checked at
  // build and when the server first reads them: a missing or malformed one is named.
  env: { schema: envSchema(config, { onNetlify }), validateSecrets: true },
  integrations: [
    dealerSite({ config, dataDir, at, env: process.env }),
    react(),
    ...(onNetlify ? [netlifyFunctionRoutes()] : []),
  ],
  // checkOrigin off: it refuses every form-encoded POST without this site's Origin, and a mail
  // provider's one-click unsubscribe (RFC 8058: List-Unsubscribe=One-Click, form-encoded, from its
  // own servers) is exactly that. Every endpoint a browser posts to checks the site itself
  // (guardedPost: Sec-Fetch-Site and Origin) and takes only JSON; the webhooks are signed.
  security: { csp: true, checkOrigin: false },
  markdown: { syntaxHighlight: false },
  image: { service: passthroughImageService() },
  server: { port: 4321 },
  devToolbar: { enabled: false },
  // zod is bundled into the server build, not loaded from node_modules as its 96 files: Astro's
  // runtime builds its CSP schemas with it as the server starts, so every cold start of the
  // Netlify function paid for loading them (docs/performance.md, "Netlify functions").
  vite: {
    ssr: { noExternal: ['zod'] },
    // InstantSearch's default history router is the only user of `qs`; the search passes its own
    // router, so the package is replaced by a stub that fails if ever called (src/components/no-qs.ts).
    resolve: {
      alias: [
        {
          find: /^qs$/,
          replacement: fileURLToPath(new URL('./src/components/no-qs.ts', import.meta.url)),
        },
      ],
    },
  },
  // Incremental builds: a page whose cacheKey (src/features/content/page-keys.server.ts) and code are
  // those of the last build is copied from the cache in cacheDir, not rendered again.
  // `npm run build -- --force` renders every page.
  experimental: { incrementalBuild: true },
});

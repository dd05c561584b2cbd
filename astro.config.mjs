// One Astro build per dealer: DEALER names dealers/<slug>.json (scripts/build.ts sets it).
// This file and scripts/ are where a process reads its own environment; inside src/ only
// src/services/env.server.ts does, through the astro:env schema declared here.
import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig, passthroughImageService } from 'astro/config';

import { buildEnv } from './scripts/lib/build-env.ts';
import { loadDealerConfig } from './src/config/load.server.ts';
import { dealerSite } from './src/integrations/dealer-site.server.ts';
import { envSchema } from './src/services/env.ts';

const { dealer, dealersDir, dataDir, at } = buildEnv();
const onNetlify = Boolean(process.env.NETLIFY);
// A bad dealer file stops the build here, naming the file and every bad field.
const config = loadDealerConfig(dealer, dealersDir);

export default defineConfig({
  // On Netlify one site is one dealer, published from dist/; locally every dealer gets dist/<slug>/.
  // DIST_DIR puts a build elsewhere (a test's variant of a dealer must not replace its real build).
  outDir: process.env.DIST_DIR || (onNetlify ? 'dist' : `dist/${dealer}`),
  // Vite's and incremental builds' cache: one per dealer (a test's scratch build keeps its own).
  cacheDir: process.env.DIST_DIR
    ? `${process.env.DIST_DIR}-cache`
    : `node_modules/.astro/${dealer}`,
  output: 'static',
  // Four pages render at a time: a page's file writes (and the incremental cache's copy) overlap
  // the next page's rendering. A fresh 900-car build: 22.5 s at 1, 18.4 s at 4, 19.4 s at 8.
  build: { concurrency: 4 },
  // Netlify functions carry the SQL migrations they run at start.
  adapter: onNetlify
    ? netlify({ includeFiles: ['./src/server/storage/migrations/**/*'] })
    : node({ mode: 'standalone' }),
  // The variables this dealer's services read (README "Configure real services"), checked at
  // build and when the server first reads them: a missing or malformed one is named.
  env: { schema: envSchema(config, { onNetlify }), validateSecrets: true },
  integrations: [dealerSite({ config, dataDir, at, env: process.env }), react()],
  // checkOrigin off: it refuses every form-encoded POST without this site's Origin, and a mail
  // provider's one-click unsubscribe (RFC 8058: List-Unsubscribe=One-Click, form-encoded, from its
  // own servers) is exactly that. Every endpoint a browser posts to checks the site itself
  // (guardedPost: Sec-Fetch-Site and Origin) and takes only JSON; the webhooks are signed.
  security: { csp: true, checkOrigin: false },
  markdown: { syntaxHighlight: false },
  image: { service: passthroughImageService() },
  server: { port: 4321 },
  devToolbar: { enabled: false },
  // Incremental builds (issue 30): a page whose cacheKey (src/features/incremental/) and code are
  // those of the last build is copied from the cache in cacheDir, not rendered again.
  // `npm run build -- --force` renders every page.
  experimental: { incrementalBuild: true },
});

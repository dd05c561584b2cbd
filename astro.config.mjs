// One Astro build per dealer: DEALER names dealers/<slug>.json (scripts/build.ts sets it).
import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig, passthroughImageService } from 'astro/config';

import { DEMO_DEALER } from './src/config/demo.ts';
import { dealerSite } from './src/integrations/dealer-site.server.ts';

const dealer = process.env.DEALER || DEMO_DEALER;
const onNetlify = Boolean(process.env.NETLIFY);

export default defineConfig({
  // On Netlify one site is one dealer, published from dist/; locally every dealer gets dist/<slug>/.
  // DIST_DIR puts a build elsewhere (a test's variant of a dealer must not replace its real build).
  outDir: process.env.DIST_DIR || (onNetlify ? 'dist' : `dist/${dealer}`),
  cacheDir: `node_modules/.astro/${dealer}`,
  output: 'static',
  // Netlify functions carry the SQL migrations they run at start.
  adapter: onNetlify
    ? netlify({ includeFiles: ['./src/server/storage/migrations/**/*'] })
    : node({ mode: 'standalone' }),
  // Built for Netlify, the server refuses to start without DATABASE_URL (src/server/storage).
  vite: { define: { 'import.meta.env.BUILT_FOR_NETLIFY': JSON.stringify(onNetlify) } },
  integrations: [dealerSite(dealer), react()],
  security: { csp: true },
  markdown: { syntaxHighlight: false },
  image: { service: passthroughImageService() },
  server: { port: 4321 },
  devToolbar: { enabled: false },
});

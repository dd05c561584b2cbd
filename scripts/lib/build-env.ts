import { join, resolve } from 'node:path';

import { DEMO_DEALER } from '../../src/config/demo.ts';

/**
 * What a build or a command takes from its environment, read here only: the dealer (DEALER, the
 * demo dealer by default), where the dealer files and the data are (dealers/ and data/, or the
 * folders DEALERS_DIR and DATA_DIR name: the tests build and check scratch copies), and the build's
 * "now" when BUILD_NOW fixes it. astro.config.mjs, src/content.config.ts and the scripts share it;
 * the running site's services read theirs through astro:env (src/services/env.server.ts).
 */
export function buildEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    dealer: env.DEALER || DEMO_DEALER,
    dealersDir: resolve(env.DEALERS_DIR || 'dealers'),
    dataDir: resolve(env.DATA_DIR || 'data'),
    at: env.BUILD_NOW ? new Date(env.BUILD_NOW) : null,
  };
}

/**
 * Where one dealer's build goes, by who builds it:
 * - here (the Node adapter): `dist/<slug>/`, its pages in `client/`, its server in `server/`;
 * - on Netlify (NETLIFY, set by Netlify's build image and by `netlify build`; one dealer a site):
 *   the pages straight into `dist/_netlify/`, the publish folder netlify.toml names, and the
 *   functions under `.netlify/`. It is not `dist/` itself: Astro empties its output folder first,
 *   and a `netlify build` here must not take the local builds with it (`_` is in no slug);
 * - DIST_DIR: a test's or benchmark's scratch build, in the layout of whichever of the two builds.
 * `cacheDir` is Vite's and the incremental build's cache: one per dealer and per kind of build
 * (the two adapters' pages differ), all under node_modules/.astro/, which Netlify's build keeps
 * (netlify/plugins/incremental-cache). `local` is the build `npm start` reuses (build-hash.ts).
 */
export function buildOutput(slug: string, env: NodeJS.ProcessEnv = process.env) {
  const netlify = Boolean(env.NETLIFY);
  const outDir = env.DIST_DIR || (netlify ? NETLIFY_PUBLISH_DIR : join('dist', slug));
  return {
    outDir,
    clientDir: netlify ? outDir : join(outDir, 'client'),
    cacheDir: env.DIST_DIR
      ? `${env.DIST_DIR}-cache`
      : join('node_modules', '.astro', ...(netlify ? ['_netlify'] : []), slug),
    local: !env.DIST_DIR && !netlify,
  };
}

/** netlify.toml's publish folder (a test holds the two the same). */
export const NETLIFY_PUBLISH_DIR = 'dist/_netlify';

/**
 * Why the dealers a build is asked for cannot be built, or null: on Netlify (one dealer a site)
 * DEALER must name one, and a named dealer must have a file. Said before anything else runs, with
 * the dealers there are.
 */
export function dealerChoiceProblem(
  requested: readonly string[],
  dealers: readonly string[],
  onNetlify: boolean,
): string | null {
  const list = `The dealers are: ${dealers.join(', ')}.`;
  if (onNetlify && !requested.some(Boolean))
    return `DEALER is not set: set it in the Netlify site's environment variables to the dealer this site builds (docs/deploy.md). ${list}`;
  const unknown = requested.filter((slug) => !dealers.includes(slug));
  if (unknown.length)
    return `${onNetlify ? 'DEALER' : '--dealer'} names no dealer: there is no ${unknown.map((s) => `dealers/${s || '""'}.json`).join(', ')}. ${list}`;
  return null;
}

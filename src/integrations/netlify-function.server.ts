import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AstroIntegration, ViteUserConfig } from 'astro';

import {
  functionFile,
  functionPaths,
  type OnDemandRoute,
  PRODUCTION_MODE,
  productionFirst,
  routeFunction,
} from './netlify-function.ts';

/**
 * On Netlify (after the Netlify adapter, which Astro runs first): mounts the adapter's server
 * function on the site's on-demand paths only, instead of every path, so that Netlify's own
 * `_redirects` and 404 page answer the rest, runs it in production mode, and keeps in the
 * function only what it runs (netlify-function.ts).
 */
export function netlifyFunctionRoutes(): AstroIntegration {
  let routes: readonly OnDemandRoute[] = [];
  let root: URL | undefined;
  return {
    name: 'netlify-function-routes',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [noEmbeddedDatabase()] } });
      },
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:routes:resolved': (params) => {
        routes = params.routes;
      },
      'astro:build:done': ({ logger }) => {
        const dir = fileURLToPath(new URL('.netlify/v1/functions/ssr/', root));
        const file = join(dir, 'ssr.mjs');
        const paths = functionPaths(routes);
        writeFileSync(file, productionFirst(routeFunction(readFileSync(file, 'utf8'), paths)));
        writeFileSync(join(dir, PRODUCTION_MODE.path), PRODUCTION_MODE.source);
        const left = leaveOut(dir);
        logger.info(
          `The server function answers ${paths.length} on-demand paths${left.length ? `; left out of it: ${left.join(', ')}` : ''}`,
        );
      },
    },
  };
}

/** Removes what the function must not carry (functionFile); returns what it removed. */
function leaveOut(dir: string, under = ''): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    const path = `${under}${entry.name}${entry.isDirectory() ? '/' : ''}`;
    const verdict = functionFile(path);
    if (verdict === 'look inside') removed.push(...leaveOut(dir, path));
    else if (verdict === 'drop') {
      rmSync(join(dir, path), { recursive: true, force: true });
      removed.push(path);
    }
  }
  return removed;
}

/** The modules of the embedded database (PGlite, and drizzle's driver for it). */
const EMBEDDED_DATABASE = [
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'drizzle-orm/pglite/migrator',
];
const STUB = '\0embedded-database-stub';

/**
 * The server function gets, in place of the embedded database, a module that refuses to open one:
 * on Netlify DATABASE_URL is required (storage/db.server.ts opens Postgres, or stops without it),
 * so PGlite (5 MB zipped) would only weigh. The build's own reads of the store, made as Astro
 * loads its config, are not bundled and keep it.
 */
function noEmbeddedDatabase(): NonNullable<ViteUserConfig['plugins']>[number] {
  return {
    name: 'no-embedded-database-in-functions',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId: (id) => (EMBEDDED_DATABASE.includes(id) ? STUB : undefined),
    load: (id) =>
      id === STUB
        ? [
            "const refuse = () => { throw new Error('A Netlify function has no embedded database: set DATABASE_URL.'); };",
            'export class PGlite { constructor() { refuse(); } }',
            'export const drizzle = refuse;',
            'export const migrate = refuse;',
          ].join('\n')
        : undefined,
  };
}

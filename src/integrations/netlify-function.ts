import type { IntegrationResolvedRoute } from 'astro';

/** A route as the Netlify function's paths need it (a part of Astro's resolved route). */
export type OnDemandRoute = Pick<
  IntegrationResolvedRoute,
  'isPrerendered' | 'origin' | 'segments' | 'type' | 'pattern'
>;

/**
 * The paths the Netlify adapter's server function must answer: the site's on-demand routes (its
 * endpoints and its pages rendered per request), as Netlify's URLPattern paths: `[slug]` is
 * `:slug`, `[...rest]` is `*`. Prerendered pages, redirects and Astro's own fallbacks are not
 * among them: Netlify serves those from the published folder, its `_redirects` (301, 410) and
 * its 404 page, as the local server does.
 */
export function functionPaths(routes: readonly OnDemandRoute[]): string[] {
  const paths = routes
    .filter((r) => !r.isPrerendered && (r.type === 'page' || r.type === 'endpoint'))
    .filter((r) => r.origin !== 'internal' || r.pattern.startsWith('/_server-islands'))
    .map(
      (r) =>
        '/' +
        r.segments
          .map((parts) =>
            parts.map((p) => (p.spread ? '*' : p.dynamic ? `:${p.content}` : p.content)).join(''),
          )
          .join('/'),
    );
  return [...new Set(paths)].sort();
}

/** The adapter's function config line this replaces: every path on the site. */
const EVERY_PATH = "path: '/*',";

/**
 * The adapter's server function file with its catch-all path replaced by the on-demand paths.
 * A function with a path is matched before `_redirects`, so a catch-all one answered 404 where
 * Netlify's 301s and 410s belong (docs/deploy.md, "How a request is answered"). Throws, stopping
 * the build, if the adapter's file no longer has the line: a new adapter must be looked at.
 */
export function routeFunction(source: string, paths: readonly string[]): string {
  if (source.split(EVERY_PATH).length !== 2)
    throw new Error(
      `The Netlify adapter's server function no longer declares "${EVERY_PATH}": its routing must be checked (docs/deploy.md, "How a request is answered").`,
    );
  return source.replace(EVERY_PATH, `path: ${JSON.stringify(paths)},`);
}

/**
 * The module the server function imports before anything else, and its text. React, which the
 * server build imports from node_modules, loads its development build (heavier to start, slower
 * to render) unless NODE_ENV says production, and Netlify sets no NODE_ENV for functions. An
 * import is evaluated before the ones after it, so this runs before React is first imported.
 */
export const PRODUCTION_MODE = {
  path: '.netlify/build/production-mode.mjs',
  source: "process.env.NODE_ENV ||= 'production';\n",
};

/** The adapter's server function file with PRODUCTION_MODE as its first import. */
export function productionFirst(source: string): string {
  return `import './${PRODUCTION_MODE.path}';\n${source}`;
}

/**
 * What the server function carries, by path inside its folder (a folder's path ends in `/`): its
 * entry and package file, the server build, its node_modules and the SQL migrations it runs at
 * start. The adapter copies every file its trace names, and a path the code joins at run time
 * (the published folder, `.data/`) is traced as the whole folder; the rest of the trace is left
 * out. PGlite too: a function always has DATABASE_URL.
 */
const CARRIED = [
  'ssr.mjs',
  'package.json',
  '.netlify/build/',
  'node_modules/',
  'src/server/storage/migrations/',
];
const LEFT_OUT = ['node_modules/@electric-sql/'];

/** Whether the function keeps a path whole, drops it, or keeps part of what is inside. */
export function functionFile(path: string): 'keep' | 'drop' | 'look inside' {
  if (LEFT_OUT.some((p) => path.startsWith(p))) return 'drop';
  const inside = (list: string[]) => list.some((p) => p.startsWith(path) && p !== path);
  if (CARRIED.some((p) => path.startsWith(p))) return inside(LEFT_OUT) ? 'look inside' : 'keep';
  return inside(CARRIED) ? 'look inside' : 'drop';
}

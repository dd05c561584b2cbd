import { describe, expect, it } from 'vitest';

import {
  functionFile,
  functionPaths,
  type OnDemandRoute,
  PRODUCTION_MODE,
  productionFirst,
  routeFunction,
} from './netlify-function.ts';

/** A route as Astro resolves it, from its pattern: `[x]` dynamic, `[...x]` spread. */
function route(pattern: string, over: Partial<OnDemandRoute> = {}): OnDemandRoute {
  return {
    pattern,
    isPrerendered: false,
    origin: 'project',
    type: 'endpoint',
    segments: pattern
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment
          .split(/(\[[^\]]+\])/)
          .filter(Boolean)
          .map((part) => {
            const m = /^\[(\.\.\.)?(\w+)\]$/.exec(part);
            return m
              ? { content: m[2]!, dynamic: true, spread: Boolean(m[1]) }
              : { content: part, dynamic: false, spread: false };
          }),
      ),
    ...over,
  };
}

describe('the Netlify server function is mounted on the on-demand paths only', () => {
  it('turns on-demand routes into Netlify paths and leaves prerendered pages, redirects and fallbacks to Netlify', () => {
    expect(
      functionPaths([
        route('/api/leads'),
        route('/api/cars/[slug]/pdf'),
        route('/api/cars/[slug]/view.json'),
        route('/finance/application/[id]', { type: 'page' }),
        route('/docs/[...rest]', { type: 'page' }),
        route('/cars/[slug]', { type: 'page', isPrerendered: true }),
        route('/offers/[id]', { type: 'redirect' }),
        route('/_image', { origin: 'internal' }),
        route('/_server-islands/[name]', { origin: 'internal', type: 'page' }),
        route('/api/leads'),
      ]),
    ).toEqual([
      '/_server-islands/:name',
      '/api/cars/:slug/pdf',
      '/api/cars/:slug/view.json',
      '/api/leads',
      '/docs/*',
      '/finance/application/:id',
    ]);
  });

  it("replaces the adapter's catch-all path, and stops the build when the adapter no longer writes it", () => {
    const adapter = `export const config = {\n  name: 'Astro SSR',\n  path: '/*',\n  preferStatic: true,\n};`;
    const routed = routeFunction(adapter, ['/api/health', '/api/leads']);
    expect(routed).toContain('path: ["/api/health","/api/leads"],');
    expect(routed).not.toContain("'/*'");
    expect(() => routeFunction(adapter.replace("path: '/*',", "path: '/**',"), ['/a'])).toThrow(
      /no longer declares "path: '\/\*',"/,
    );
  });

  it('imports the module that sets production mode before anything else', () => {
    const adapter = `\n\t\t\timport { createHandler } from './.netlify/build/entry.mjs';\n`;
    const first = productionFirst(adapter).match(/import\s+(?:\{[^}]*\}\s+from\s+)?'([^']+)'/);
    expect(first?.[1]).toBe(`./${PRODUCTION_MODE.path}`);
    expect(PRODUCTION_MODE.source).toContain("process.env.NODE_ENV ||= 'production'");
  });

  it('carries its code, packages and migrations, never the published site, data, local store or PGlite', () => {
    expect(functionFile('ssr.mjs')).toBe('keep');
    expect(functionFile('package.json')).toBe('keep');
    expect(functionFile('.netlify/')).toBe('look inside');
    expect(functionFile('.netlify/build/')).toBe('keep');
    expect(functionFile('node_modules/')).toBe('look inside');
    expect(functionFile('node_modules/zod/')).toBe('keep');
    expect(functionFile('node_modules/@electric-sql/')).toBe('drop');
    expect(functionFile('src/')).toBe('look inside');
    expect(functionFile('src/server/storage/')).toBe('look inside');
    expect(functionFile('src/server/storage/migrations/')).toBe('keep');
    expect(functionFile('src/server/storage/schema.ts')).toBe('drop');
    for (const path of ['dist/', 'data/', '.data/', 'tests/', 'README.md'])
      expect(functionFile(path), path).toBe('drop');
  });
});

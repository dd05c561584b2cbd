import { describe, expect, it } from 'vitest';

import { buildOutput, dealerChoiceProblem, NETLIFY_PUBLISH_DIR } from './build-env.ts';

describe("where a dealer's build goes", () => {
  it('locally: dist/<slug>/ with its pages in client/, the one npm start reuses', () => {
    expect(buildOutput('riverbend-toyota', {})).toEqual({
      outDir: 'dist/riverbend-toyota',
      clientDir: 'dist/riverbend-toyota/client',
      cacheDir: 'node_modules/.astro/riverbend-toyota',
      local: true,
    });
  });

  it('on Netlify: the publish folder, beside (never over) the local builds, with a cache of its own', () => {
    expect(buildOutput('riverbend-toyota', { NETLIFY: 'true' })).toEqual({
      outDir: NETLIFY_PUBLISH_DIR,
      clientDir: NETLIFY_PUBLISH_DIR,
      cacheDir: 'node_modules/.astro/_netlify/riverbend-toyota',
      local: false,
    });
    expect(NETLIFY_PUBLISH_DIR.startsWith('dist/')).toBe(true);
    // '_' is in no slug, so no dealer's local build is the publish folder.
    expect(/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(NETLIFY_PUBLISH_DIR.slice('dist/'.length))).toBe(
      false,
    );
  });

  it("a scratch build (DIST_DIR) keeps its adapter's layout and a cache beside it", () => {
    expect(buildOutput('x', { DIST_DIR: 'dist/.t', NETLIFY: 'true' })).toMatchObject({
      outDir: 'dist/.t',
      clientDir: 'dist/.t',
      cacheDir: 'dist/.t-cache',
      local: false,
    });
    expect(buildOutput('x', { DIST_DIR: 'dist/.t' }).clientDir).toBe('dist/.t/client');
  });
});

describe('which dealer a build is for', () => {
  const dealers = ['outback-caravans', 'riverbend-toyota'];

  it('on Netlify, a missing DEALER is named, with the dealers there are', () => {
    for (const requested of [[], ['']])
      expect(dealerChoiceProblem(requested, dealers, true)).toBe(
        "DEALER is not set: set it in the Netlify site's environment variables to the dealer this site builds (docs/deploy.md). The dealers are: outback-caravans, riverbend-toyota.",
      );
  });

  it('an unknown dealer is named, with the dealers there are', () => {
    expect(dealerChoiceProblem(['riverbend'], dealers, true)).toBe(
      'DEALER names no dealer: there is no dealers/riverbend.json. The dealers are: outback-caravans, riverbend-toyota.',
    );
    expect(dealerChoiceProblem(['x', 'riverbend-toyota'], dealers, false)).toMatch(
      /^--dealer names no dealer: there is no dealers\/x\.json\./,
    );
  });

  it('every dealer locally when none is named; a known one anywhere', () => {
    expect(dealerChoiceProblem([], dealers, false)).toBeNull();
    expect(dealerChoiceProblem(['riverbend-toyota'], dealers, true)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { netlifyBuildHook } from '~/services/build-hook/index.server.ts';

import { liveEnv } from './live-env.ts';

const { STOCK_BUILD_HOOK_URL: url } = liveEnv('STOCK_BUILD_HOOK_URL');

/**
 * A real Netlify build hook (it starts one build of that site;
 * use a test site's hook).
 */
describe('live Netlify build hook', () => {
  it('starts a build', async () => {
    const out = await netlifyBuildHook(url).trigger('Live test of the stock build hook');
    expect(out).toEqual({ ok: true, started: 'Netlify build hook called' });
  });
});

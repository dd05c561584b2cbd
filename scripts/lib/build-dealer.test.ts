import { describe, expect, it } from 'vitest';

import { astroEnv } from './build-dealer.ts';

describe("a dealer's astro build environment", () => {
  it("names the dealer, and leaves out Netlify's DEPLOY_ID so that kept pages name no older deploy", () => {
    const env = astroEnv('riverbend-toyota', {
      NETLIFY: 'true',
      DEPLOY_ID: '6650f0c0ffee',
      DEALER: 'other',
      PATH: '/usr/bin',
    });
    expect(env).toMatchObject({ NETLIFY: 'true', DEALER: 'riverbend-toyota', PATH: '/usr/bin' });
    expect('DEPLOY_ID' in env).toBe(false);
    expect(env.NODE_OPTIONS).toBe('--max-old-space-size=1024');
  });
});

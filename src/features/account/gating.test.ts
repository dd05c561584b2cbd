import { describe, expect, it } from 'vitest';

import { signInUrl } from '~/features/saved/sign-in-url.ts';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { isGated } from './gating.ts';
import { safeReturnPath } from './return-path.ts';

describe('login gating (spec States, Roles)', () => {
  it('sends a visitor without a user to /sign-in with type, redirect and back', () => {
    expect(signInUrl('watchlist', '/cars/abc', '/search/used-cars')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fabc&back=%2Fsearch%2Fused-cars',
    );
  });

  it('gates only the routes the dealer file names, and nothing with authentication off', () => {
    const on = dealerConfig({
      features: { authentication: { enabled: true, gatedRoutes: ['my-garage'] } },
    });
    expect(isGated(on.features.authentication, 'my-garage')).toBe(true);
    expect(isGated(on.features.authentication, 'trade-in')).toBe(false);
    const off = dealerConfig({ features: { authentication: { gatedRoutes: ['my-garage'] } } });
    expect(isGated(off.features.authentication, 'my-garage')).toBe(false);
    expect(dealerConfig().features.authentication).toEqual({
      enabled: false,
      gatedRoutes: [],
      garagePath: '/my-garage',
    });
  });

  it('returns only to a path of this site: open-redirect attempts go home', () => {
    expect(safeReturnPath('/cars/2021-kia-rio?x=1#finance')).toBe('/cars/2021-kia-rio?x=1#finance');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/cars\u0000',
      ' /cars',
      '',
      null,
      `/${'a'.repeat(700)}`,
    ])
      expect(safeReturnPath(bad), String(bad)).toBe('/');
    // Encoded characters stay encoded: still a path of this site.
    expect(safeReturnPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });
});

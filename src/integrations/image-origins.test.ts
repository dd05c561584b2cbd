import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy } from '~/server/security-headers.ts';

import { dealerConfig } from '../../tests/support/fixtures.ts';
import { imageOrigins } from './dealer-site.server.ts';

const embedded = dealerConfig();

describe('map tiles in the CSP', () => {
  it("allows the dealer file's tile host (OpenStreetMap by default) and no other", () => {
    expect(imageOrigins(embedded, [])).toEqual(['https://tile.openstreetmap.org']);
    const own = {
      ...embedded,
      maps: { ...embedded.maps, tileUrl: 'https://{s}.maps.dealer.example/{z}/{x}/{y}.png' },
    };
    const csp = contentSecurityPolicy(own, imageOrigins(own, []));
    expect(csp).toContain("img-src 'self' data: https://*.maps.dealer.example;");
    expect(csp).not.toContain('openstreetmap');
  });
});

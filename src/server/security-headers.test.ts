import { readFileSync } from 'node:fs';

import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

import { dealerConfig } from '../../tests/support/fixtures.ts';
import {
  contentSecurityPolicy,
  imageOrigins,
  netlifyHeadersFile,
  searchOrigin,
  securityHeaders,
} from './security-headers.ts';

const netlify = parse(readFileSync('netlify.toml', 'utf8')) as unknown as {
  headers?: unknown[];
  build: { command: string; publish: string };
};
const embedded = dealerConfig();
const typesense = {
  search: {
    ...embedded.search,
    provider: 'typesense' as const,
    host: { host: 'search.driveaway.example', port: 8108, protocol: 'https' as const },
  },
};

describe('security headers per dealer', () => {
  it("has default-src 'self' and only the dealer's own search server beside it", () => {
    const csp = contentSecurityPolicy(embedded);
    expect(csp).toMatch(/^default-src 'self'; /);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(contentSecurityPolicy(typesense)).toContain(
      "connect-src 'self' https://search.driveaway.example:8108;",
    );
    expect(
      searchOrigin({
        provider: 'typesense',
        host: { host: 'ts.x.com', port: 443, protocol: 'https' },
      }),
    ).toBe('https://ts.x.com');
    expect(
      searchOrigin({
        provider: 'embedded',
        host: { host: 'ts.x.com', port: 443, protocol: 'https' },
      }),
    ).toBeNull();
  });

  it('writes Netlify the same headers the local server sends, and a year of cache for hashed assets', () => {
    const file = netlifyHeadersFile(typesense);
    for (const [k, v] of Object.entries(securityHeaders(typesense)))
      expect(file).toContain(`\n  ${k}: ${v}\n`);
    expect(file).toMatch(/^\/\*\n/);
    expect(file).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('leaves netlify.toml without a fixed header block that would contradict the per-dealer file', () => {
    expect(netlify.headers).toBeUndefined();
    expect(netlify.build).toMatchObject({
      command: 'npm run build -- --dealer $DEALER',
      publish: 'dist',
    });
  });
});

describe('photo hosts in the CSP', () => {
  it('lets images load from the given photo origins and nowhere else', () => {
    const csp = contentSecurityPolicy({ search: { provider: 'embedded', host: null } } as never, [
      'https://img.cdn.example',
    ]);
    expect(csp).toContain("img-src 'self' data: https://img.cdn.example;");
    expect(
      contentSecurityPolicy({ search: { provider: 'embedded', host: null } } as never),
    ).toContain("img-src 'self' data:;");
  });
});

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

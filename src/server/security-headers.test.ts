import { readFileSync } from 'node:fs';

import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

import { dealerConfig } from '../../tests/support/fixtures.ts';
import {
  contentSecurityPolicy,
  mergePolicies,
  netlifyHeadersFile,
  onDemandHeaders,
  parseHeadersFile,
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

  it("lets Stripe's script, frames and API in only where the dealer pays deposits with Stripe", () => {
    const stripe = contentSecurityPolicy({ ...embedded, payments: { provider: 'stripe' } });
    expect(stripe).toContain("script-src 'self' 'unsafe-inline' https://js.stripe.com;");
    expect(stripe).toContain("connect-src 'self' https://api.stripe.com;");
    expect(stripe).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
    const testMode = contentSecurityPolicy({ ...embedded, payments: { provider: 'embedded' } });
    expect(testMode).not.toContain('stripe');
  });

  it('writes Netlify the same headers the local server sends, and a year of cache for hashed assets', () => {
    const file = netlifyHeadersFile(securityHeaders(typesense));
    for (const [k, v] of Object.entries(securityHeaders(typesense)))
      expect(file).toContain(`\n  ${k}: ${v}\n`);
    expect(file).toMatch(/^\/\*\n/);
    expect(file).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    // …and the local server reads the file back exactly.
    expect(parseHeadersFile(file).get('/*')).toEqual(securityHeaders(typesense));
  });

  it('leaves netlify.toml without a fixed header block that would contradict the per-dealer file', () => {
    expect(netlify.headers).toBeUndefined();
    expect(netlify.build).toMatchObject({
      command: 'npm run build -- --dealer "$DEALER"',
      publish: 'dist/_netlify',
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

describe('pages served on demand', () => {
  const site = securityHeaders(embedded, ['https://tile.openstreetmap.org']);
  const astro = "script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='";

  it("carry the dealer's whole policy with the page's own script and style hashes", () => {
    const csp = mergePolicies(site['Content-Security-Policy']!, astro);
    for (const d of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "img-src 'self' data: https://tile.openstreetmap.org",
      "script-src 'self' 'sha256-abc='",
      "style-src 'self' 'sha256-def='",
    ])
      expect(csp.split('; ')).toContain(d);
    expect(csp).not.toContain('unsafe-inline');
    expect(mergePolicies(site['Content-Security-Policy']!, null)).toBe(
      site['Content-Security-Policy'],
    );
  });

  it('are never stored when HTML; an endpoint keeps its own caching', () => {
    const page = onDemandHeaders(
      site,
      new Headers({ 'Content-Type': 'text/html', 'content-security-policy': astro }),
    );
    expect(page.get('cache-control')).toBe('private, no-store');
    expect(page.get('x-frame-options')).toBe('DENY');
    expect(page.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const api = onDemandHeaders(
      site,
      new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=86400' }),
    );
    expect(api.get('cache-control')).toBe('public, max-age=86400');
    expect(api.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

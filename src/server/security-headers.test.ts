import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { immutableAssets, securityHeaders } from './security-headers.ts';

type NetlifyHeaders = { headers: { for: string; values: Record<string, string> }[]; build: { command: string; publish: string } };
const netlify = parse(readFileSync('netlify.toml', 'utf8')) as unknown as NetlifyHeaders;

describe('netlify.toml', () => {
  it('sets the same security headers as the local server', () => {
    expect(netlify.headers.find((h) => h.for === '/*')?.values).toEqual(securityHeaders);
  });

  it('caches hashed assets for a year', () => {
    expect(netlify.headers.find((h) => h.for === immutableAssets.path)?.values).toEqual({ 'Cache-Control': immutableAssets.cacheControl });
  });

  it('builds the dealer named by $DEALER and publishes dist/', () => {
    expect(netlify.build).toMatchObject({ command: 'npm run build -- --dealer $DEALER', publish: 'dist' });
  });
});

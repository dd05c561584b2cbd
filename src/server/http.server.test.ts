import { describe, expect, it } from 'vitest';
import { crossSite, rateLimiter, readJson } from './http.server.ts';

const req = (headers: Record<string, string>, body = '') => new Request('https://www.x.com.au/api/leads', { method: 'POST', headers, body });

describe('endpoint guards', () => {
  it('refuses requests from other sites by Sec-Fetch-Site and Origin', () => {
    expect(crossSite(req({ 'sec-fetch-site': 'cross-site' }), 'https://www.x.com.au')).toBe(true);
    expect(crossSite(req({ 'sec-fetch-site': 'same-site' }), 'https://www.x.com.au')).toBe(true);
    expect(crossSite(req({ 'sec-fetch-site': 'same-origin', origin: 'https://www.x.com.au' }), 'https://www.x.com.au')).toBe(false);
    expect(crossSite(req({ origin: 'https://evil.example' }), 'https://www.x.com.au')).toBe(true);
    expect(crossSite(req({}), 'https://www.x.com.au')).toBe(false);
  });

  it('limits each client per minute', () => {
    let t = 0;
    const allow = rateLimiter(3, () => t);
    expect([allow('a'), allow('a'), allow('a'), allow('a'), allow('b')]).toEqual([true, true, true, false, true]);
    t = 60_000;
    expect(allow('a')).toBe(true);
  });

  it('reads JSON bodies up to a size', async () => {
    expect(await readJson(req({}, '{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(req({}, 'nope'))).toBeNull();
    expect(await readJson(req({}, JSON.stringify({ a: 'x'.repeat(100) })), 50)).toBeNull();
  });
});

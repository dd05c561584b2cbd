import { describe, expect, it } from 'vitest';

import { parseTrustedProxies, visitorAddress } from './visitor-address.ts';

describe('TRUSTED_PROXIES', () => {
  it('reads a comma-separated list of addresses, IPv4 and IPv6', () => {
    expect([...parseTrustedProxies(' 127.0.0.1, ::1 ,10.0.0.2')]).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.2',
    ]);
    expect(parseTrustedProxies(undefined).size).toBe(0);
    expect(parseTrustedProxies('').size).toBe(0);
  });

  it('refuses a value that is not an address, naming it', () => {
    expect(() => parseTrustedProxies('127.0.0.1,proxy.local')).toThrow(
      'TRUSTED_PROXIES: "proxy.local" is not an IP address',
    );
  });
});

describe('the visitor address', () => {
  const proxy = parseTrustedProxies('127.0.0.1,10.0.0.2');

  it('is the connection when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(visitorAddress('203.0.113.9', '198.51.100.1', new Set())).toBe('203.0.113.9');
  });

  it('is the connection when it does not come from a trusted proxy', () => {
    expect(visitorAddress('203.0.113.9', '198.51.100.1', proxy)).toBe('203.0.113.9');
  });

  it('is the last address a trusted proxy names, past other trusted proxies', () => {
    expect(visitorAddress('127.0.0.1', '198.51.100.1', proxy)).toBe('198.51.100.1');
    // The client wrote the first entry itself; the proxies appended the rest.
    expect(visitorAddress('127.0.0.1', '1.1.1.1, 198.51.100.1, 10.0.0.2', proxy)).toBe(
      '198.51.100.1',
    );
    expect(visitorAddress('::ffff:127.0.0.1', ['2001:db8::7'], proxy)).toBe('2001:db8::7');
  });

  it('stays the connection when the header is missing, all proxies or not addresses', () => {
    expect(visitorAddress('127.0.0.1', undefined, proxy)).toBe('127.0.0.1');
    expect(visitorAddress('127.0.0.1', '10.0.0.2', proxy)).toBe('127.0.0.1');
    expect(visitorAddress('127.0.0.1', 'not-an-address', proxy)).toBe('127.0.0.1');
    expect(visitorAddress('127.0.0.1', '198.51.100.1, <script>', proxy)).toBe('127.0.0.1');
  });
});

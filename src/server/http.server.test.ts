import { describe, expect, it } from 'vitest';

import {
  BAD_TEXT,
  crossSite,
  hostileValue,
  NOT_JSON,
  rateLimiter,
  readBody,
  readBytes,
  TOO_DEEP,
  TOO_LARGE,
  TOO_SLOW,
} from './http.server.ts';

const req = (headers: Record<string, string>, body = '') =>
  new Request('https://www.x.com.au/api/leads', { method: 'POST', headers, body });

/** A body that never ends unless the reader stops: counts the bytes handed out. */
function endless(chunk = 64 * 1024) {
  const state = { sent: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      state.sent += chunk;
      c.enqueue(new Uint8Array(chunk).fill(0x20));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return {
    state,
    request: new Request('https://www.x.com.au/api/leads', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit),
  };
}

describe('endpoint guards', () => {
  it('refuses requests from other sites by Sec-Fetch-Site and Origin', () => {
    expect(crossSite(req({ 'sec-fetch-site': 'cross-site' }), 'https://www.x.com.au')).toBe(true);
    expect(crossSite(req({ 'sec-fetch-site': 'same-site' }), 'https://www.x.com.au')).toBe(true);
    expect(
      crossSite(
        req({ 'sec-fetch-site': 'same-origin', origin: 'https://www.x.com.au' }),
        'https://www.x.com.au',
      ),
    ).toBe(false);
    expect(crossSite(req({ origin: 'https://evil.example' }), 'https://www.x.com.au')).toBe(true);
    expect(crossSite(req({}), 'https://www.x.com.au')).toBe(false);
  });

  it('limits each client per minute', () => {
    let t = 0;
    const allow = rateLimiter(3, () => t);
    expect([allow('a'), allow('a'), allow('a'), allow('a'), allow('b')]).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
    t = 60_000;
    expect(allow('a')).toBe(true);
  });

  it('reads JSON bodies up to a size', async () => {
    expect(await readBody(req({}, '{"a":1}'))).toEqual({ ok: true, value: { a: 1 } });
    expect((await readBody(req({}, 'nope'))).ok).toBe(false);
    expect(await readBody(req({}, JSON.stringify({ a: 'x'.repeat(100) })), 50)).toMatchObject({
      ok: false,
      status: 413,
    });
  });
});

describe('reading a body while it streams', () => {
  it('refuses a declared Content-Length above the limit before reading anything (413)', async () => {
    const { state, request } = endless();
    const r = await readBody(
      new Request(request, { headers: { 'content-length': String(600 * 1024 * 1024) } }),
      64 * 1024,
    );
    expect(r).toEqual({ ok: false, status: 413, error: TOO_LARGE });
    expect(state.sent).toBeLessThanOrEqual(64 * 1024 * 2);
  });

  it('stops reading an endless body as soon as it passes the limit (413) and cancels the stream', async () => {
    const { state, request } = endless();
    expect(await readBody(request, 64 * 1024)).toEqual({
      ok: false,
      status: 413,
      error: TOO_LARGE,
    });
    expect(state.sent).toBeLessThanOrEqual(3 * 64 * 1024);
    expect(state.cancelled).toBe(true);
  });

  it('gives up on a body that trickles past its deadline (408), and cancels the stream', async () => {
    let cancelled = false;
    const stalled = new Request('https://www.x.com.au/api/stock', {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        start: (c) => c.enqueue(new TextEncoder().encode('[{"id":')),
        cancel: () => {
          cancelled = true;
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const seen: number[] = [];
    expect(
      await readBytes(stalled, 1024, { each: (c) => seen.push(c.byteLength), deadlineMs: 50 }),
    ).toEqual({ ok: false, status: 408, error: TOO_SLOW });
    expect(seen).toEqual([7]);
    expect(cancelled).toBe(true);
  });

  it('refuses what is not JSON, or not UTF-8, with 400', async () => {
    expect(await readBody(req({}, '{"a":'))).toEqual({ ok: false, status: 400, error: NOT_JSON });
    const latin1 = new Request('https://x.com.au/', {
      method: 'POST',
      body: new Uint8Array([0x22, 0xff, 0x22]),
    });
    expect(await readBody(latin1)).toEqual({ ok: false, status: 400, error: NOT_JSON });
  });

  it('refuses JSON nested thousands of levels deep without overflowing the stack (400)', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(await readBody(req({}, deep), 1024 * 1024)).toEqual({
      ok: false,
      status: 400,
      error: TOO_DEEP,
    });
    expect(hostileValue({ a: { b: { c: [1, { d: 'ok' }] } } })).toBeNull();
  });

  it('refuses NUL and other control characters and lone surrogates, in values and keys (400)', async () => {
    for (const text of [
      '{"name":"a\\u0000b"}',
      '{"name":"\\ud800"}',
      '{"name":"x\\udc00"}',
      '{"a\\u001b":"x"}',
      '{"m":["ok","\\u0007"]}',
    ]) {
      expect(await readBody(req({}, text)), text).toEqual({
        ok: false,
        status: 400,
        error: BAD_TEXT,
      });
    }
    expect(
      await readBody(req({}, '{"message":"Line one\\nLine two\\tTabbed \\ud83d\\ude97"}')),
    ).toEqual({ ok: true, value: { message: 'Line one\nLine two\tTabbed 🚗' } });
  });
});

import { describe, expect, it } from 'vitest';

import { busy, isBusy, unreachable } from './outage.ts';

const answer = (status: number, retryAfter?: string) => ({
  status,
  headers: new Headers(retryAfter === undefined ? {} : { 'retry-after': retryAfter }),
});

describe('an outside service’s outage', () => {
  it('asks for 30 s after a timeout or a network failure, saying which', () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    expect(unreachable(timeout)).toEqual({
      kind: 'unavailable',
      retryAfter: 30,
      reason: 'timeout',
    });
    expect(unreachable(new TypeError('fetch failed'))).toEqual({
      kind: 'unavailable',
      retryAfter: 30,
      reason: 'network',
    });
  });

  it('keeps the service’s Retry-After up to an hour, else 60 s', () => {
    expect(busy(answer(429, '120'))).toEqual({
      kind: 'unavailable',
      retryAfter: 120,
      reason: 'HTTP 429',
    });
    expect(busy(answer(503, '86400')).retryAfter).toBe(3600);
    expect(busy(answer(503, 'soon')).retryAfter).toBe(60);
    expect(busy(answer(502)).retryAfter).toBe(60);
    expect(busy(answer(500, '-5')).retryAfter).toBe(60);
  });

  it('counts 429 and every 5xx as "later", nothing else', () => {
    expect([429, 500, 503, 599].every(isBusy)).toBe(true);
    expect([200, 400, 404, 422].some(isBusy)).toBe(false);
  });
});

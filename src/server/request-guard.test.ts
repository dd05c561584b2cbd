import { describe, expect, it } from 'vitest';

import { refusedRequest } from './request-guard.ts';

describe('requests refused before any route (hostile Host and methods)', () => {
  it('passes the methods a site answers to, with a real host', () => {
    for (const method of ['GET', 'HEAD', 'POST'])
      for (const host of ['localhost:4321', 'www.riverbend.example', '127.0.0.1', '[::1]:8080'])
        expect(refusedRequest(method, host)).toBeNull();
    expect(refusedRequest('GET', undefined)).toBeNull();
  });

  it('answers TRACE, CONNECT, PUT and invented methods 405 with Allow', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'FOO'])
      expect(refusedRequest(method, 'localhost')).toEqual({
        status: 405,
        headers: { Allow: 'GET, HEAD, POST' },
        message: `The method ${method} is not allowed here.`,
      });
    expect(refusedRequest('get\r\nX: y', 'localhost')?.message).toBe(
      'The method used is not allowed here.',
    );
  });

  it('answers a Host that is not a host 400', () => {
    for (const host of [
      'a@b',
      'user:pass@localhost',
      'localhost/path',
      'local host',
      'localhost:99999999',
      '',
      'x'.repeat(300),
      'evil.example?x=1',
      '[::1',
    ])
      expect(refusedRequest('GET', host)).toMatchObject({
        status: 400,
        message: 'The Host header is not a valid host name.',
      });
  });
});

import { describe, expect, it } from 'vitest';

import { errorSummary, isStorageUnavailable, StorageUnavailableError } from './errors.server.ts';

/** What drizzle throws: its message holds the query's parameters (personal data). */
const drizzleError = (cause: unknown) =>
  Object.assign(
    new Error('Failed query: insert into "leads" ...\nparams: Mia,mia@example.com,0412 345 678'),
    { name: 'DrizzleQueryError', cause },
  );
const pgError = (code: string) =>
  Object.assign(new Error('server said no'), { name: 'error', code });

describe('storage errors', () => {
  it('counts storage down, slow or locked as unavailable (503), along the cause chain', () => {
    for (const code of [
      '57P01',
      '57P03',
      '08006',
      '53300',
      '57014',
      '55P03',
      '40001',
      '40P01',
      '25P03',
    ])
      expect(isStorageUnavailable(drizzleError(pgError(code))), code).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'])
      expect(isStorageUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
    expect(isStorageUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isStorageUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // node-postgres' query_timeout: the server is there but hung (SIGSTOP, a frozen VM).
    expect(isStorageUnavailable(drizzleError(new Error('Query read timeout')))).toBe(true);
    expect(isStorageUnavailable(new StorageUnavailableError('x'))).toBe(true);
  });

  it('does not count a bad statement as an outage (500)', () => {
    for (const code of ['22P05', '23505', '42P01', '22003'])
      expect(isStorageUnavailable(drizzleError(pgError(code))), code).toBe(false);
    expect(isStorageUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('summarises an error by class and code, never its message', () => {
    const s = errorSummary(drizzleError(pgError('22P05')));
    expect(s).toBe('DrizzleQueryError <- Error 22P05');
    expect(s).not.toMatch(/Mia|example\.com|0412/);
  });
});

/**
 * What went wrong with storage, said without personal data: drizzle's errors carry the query's
 * parameters (a visitor's name, e-mail, phone) in their message, so only the error's class and
 * SQLSTATE code are ever logged.
 */

/** The error chain: drizzle wraps the driver's error as `cause`. */
function* chain(e: unknown): Generator<Record<string, unknown>> {
  for (
    let c = e, n = 0;
    c && typeof c === 'object' && n < 5;
    c = (c as { cause?: unknown }).cause, n++
  )
    yield c as Record<string, unknown>;
}

// SQLSTATE classes and codes that mean "try again later", not "this request is wrong":
// 08 connection exception, 53 insufficient resources, 57P01-03 shutdown / cannot connect now,
// 57014 statement timeout, 55P03 lock timeout, 40001 / 40P01 serialization failure / deadlock,
// 25P03 idle-in-transaction timeout.
const RETRYABLE_SQLSTATE = /^(08|53|57P0[1-3]$|57014$|55P03$|40001$|40P01$|25P03$)/;
// Node socket errors and node-postgres' own messages: a connection that failed, closed, or (a
// server hung, stopped but not gone) gave no answer within the client's query timeout.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|not queryable|Client was closed|Cannot use a pool after calling end|connection is closed|PGlite is closed/i;

/** Thrown when storage could not be opened at all (the server answers 503 and tries again later). */
export class StorageUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Storage unavailable: ${reason}`);
    this.name = 'StorageUnavailableError';
  }
}

/** True when the failure is storage being down, slow or locked: the visitor should retry (503). */
export function isStorageUnavailable(e: unknown): boolean {
  for (const c of chain(e)) {
    if (c instanceof StorageUnavailableError) return true;
    const code = typeof c.code === 'string' ? c.code : '';
    if (NETWORK_CODES.has(code) || (code.length === 5 && RETRYABLE_SQLSTATE.test(code)))
      return true;
    if (typeof c.message === 'string' && DRIVER_MESSAGES.test(c.message)) return true;
  }
  return false;
}

/** A log line for an error with no personal data: the classes and codes along its chain. */
export function errorSummary(e: unknown): string {
  const parts: string[] = [];
  for (const c of chain(e)) {
    // drizzle and node-postgres leave `name` as Error/error and say their class by constructor.
    const own = typeof c.name === 'string' && !/^error$/i.test(c.name) ? c.name : undefined;
    const name = own ?? (c.constructor as { name?: string } | undefined)?.name ?? 'Error';
    const code = typeof c.code === 'string' ? ` ${c.code}` : '';
    parts.push(`${name}${code}`);
  }
  return parts.join(' <- ') || String(typeof e);
}

/** True when the database refused a row because `constraint` (a unique index or key) already holds its value. */
export function isUniqueViolation(e: unknown, constraint: string): boolean {
  for (const c of chain(e)) if (c.code === '23505' && c.constraint === constraint) return true;
  return false;
}

/** True when the database refused a write because it breaks `constraint`: a unique index or key, or an exclusion constraint. */
export function violates(e: unknown, constraint: string): boolean {
  for (const c of chain(e))
    if ((c.code === '23505' || c.code === '23P01') && c.constraint === constraint) return true;
  return false;
}

/**
 * How an outside service's outage reads, the same for every adapter: the caller answers 503 with
 * `retryAfter` seconds, and logs `reason` (no personal data in it).
 */
export interface Unavailable {
  kind: 'unavailable';
  retryAfter: number;
  reason: string;
}

/** A request that got no answer: it timed out, or the network failed. Try again in 30 s. */
export function unreachable(error: unknown): Unavailable {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  return { kind: 'unavailable', retryAfter: 30, reason: timedOut ? 'timeout' : 'network' };
}

/** An answer that says "later" (429 or 5xx): its Retry-After in seconds, at most an hour, else 60. */
export function busy(res: {
  status: number;
  headers: { get(name: string): string | null };
}): Unavailable {
  const retry = Number(res.headers.get('retry-after'));
  return {
    kind: 'unavailable',
    retryAfter: Number.isFinite(retry) && retry > 0 ? Math.min(retry, 3600) : 60,
    reason: `HTTP ${res.status}`,
  };
}

/** The status of an answer that says "later". */
export const isBusy = (status: number) => status === 429 || status >= 500;

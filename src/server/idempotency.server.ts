import { createHash } from 'node:crypto';

import { stableJson } from './stable-json.ts';

/**
 * Idempotency-Key, the platform's rule for every submission (leads, finance applications, and
 * the payments to come): a key names one request; its retry gets the first answer, and the same
 * key with another body is refused (422), never answered with someone else's result.
 */
export const IDEMPOTENCY_KEY_REQUIRED =
  'Send an Idempotency-Key header (8 to 64 letters, digits, - or _) with each submission.';
export const IDEMPOTENCY_MISMATCH =
  'This Idempotency-Key was already used for a different request. Send a new key with a new submission.';

/** The request's key, or null when it is missing or malformed. */
export function idempotencyKey(request: Request): string | null {
  const key = request.headers.get('idempotency-key');
  return key && /^[\w-]{8,64}$/.test(key) ? key : null;
}

/** A fingerprint of a validated request, stored with its key to tell a retry from another request. */
export const requestHash = (value: unknown): string =>
  createHash('sha256').update(stableJson(value)).digest('hex');

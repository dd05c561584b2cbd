import { type ApiResult, postJson } from '~/components/post-json.client.ts';

/**
 * POSTs JSON to a desk endpoint within `timeoutMs`, with a key of its own (Idempotency-Key) where
 * the call is one that must not happen twice: the answer, or the status (0: no answer) and the
 * server's words.
 */
export const deskPost = <T>(
  path: string,
  body: unknown,
  { key, ...opts }: { key?: string; timeoutMs: number; fallback: string },
): Promise<ApiResult<T>> =>
  postJson<T>(path, body, key ? { ...opts, headers: { 'Idempotency-Key': key } } : opts);

/** A key for one desk call that must not happen twice: the browser's own random key; a retry of the same call reuses it. */
export const newKey = () => crypto.randomUUID();

import type { DealerConfig } from '~/config/schema/index.ts';

import { ClientAbortedError, json, readBody } from './http.server.ts';
import type { Storage } from './storage/db.server.ts';
import { errorSummary, isStorageUnavailable } from './storage/errors.server.ts';

/** What a visitor is told while storage is down; the browser keeps the lead and sends it again. */
export const STORAGE_DOWN = 'We could not save this just now. Please try again in a moment.';
/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5;

export interface PostDeps {
  storage: () => Promise<Storage>;
  config: DealerConfig;
  request: Request;
  /** The visitor's address as the adapter reports it (for per-client limits; never logged). */
  client?: string;
}

/**
 * One POST endpoint: its limits and its handler, apart from Astro so that tests (and the fuzz
 * test) run exactly what the server runs. `handle` gets the body already read and screened.
 */
export interface PostEndpoint {
  /** Requests per client per minute. */
  perMinute: number;
  /** Largest body accepted, in bytes (413 above). */
  maxBytes: number;
  /** The answer's body when the request body is refused (400/413); default `{ error }`. */
  refused?: (reason: string) => Record<string, unknown>;
  handle(
    body: unknown,
    deps: PostDeps,
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;
}

/**
 * The answer to an error thrown while handling a request: 400 when the client hung up mid-body
 * (logged as that, never as an outage: nobody is there to read the answer), 503 when storage is
 * down or slow, else 500. Logs no personal data.
 */
export function failure(path: string, e: unknown): Response {
  if (e instanceof ClientAbortedError) {
    console.warn(`[api] ${path}: request aborted by the client`);
    return json({ error: e.message }, 400);
  }
  if (isStorageUnavailable(e)) {
    console.error(`[api] ${path}: storage unavailable (${errorSummary(e)})`);
    return json({ error: STORAGE_DOWN }, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  console.error(`[api] ${path}: failed (${errorSummary(e)})`);
  return json({ error: 'An unexpected error occured' }, 500);
}

/**
 * Runs an endpoint on a request: the JSON body read within `maxBytes` while it streams (413),
 * refused when hostile (400), then the handler; storage trouble answers 503 with Retry-After.
 */
export async function runPost(endpoint: PostEndpoint, deps: PostDeps): Promise<Response> {
  const path = new URL(deps.request.url).pathname;
  try {
    const body = await readBody(deps.request, endpoint.maxBytes);
    if (!body.ok) return json(endpoint.refused?.(body.error) ?? { error: body.error }, body.status);
    const result = await endpoint.handle(body.value, deps);
    return json(result.body, result.status, result.headers);
  } catch (e) {
    return failure(path, e);
  }
}

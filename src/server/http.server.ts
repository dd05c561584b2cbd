/** Small helpers every /api endpoint uses: JSON replies, same-site check, body limits, rate limits. */
import { badText } from './input.ts';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });

export const CROSS_SITE = 'Cross-site requests are not accepted.';
export const TOO_MANY = 'Too many requests. Please try again in a minute.';
export const TOO_LARGE = 'The request body is too large.';
export const TOO_SLOW = 'The request body did not arrive in time.';
export const NOT_JSON = 'Send the body as JSON.';
export const TOO_DEEP = 'The request body is nested too deeply.';
export const BAD_TEXT = 'Text may not contain control characters or invalid Unicode.';

/**
 * Refuses requests another site's page made (Sec-Fetch-Site, then Origin). Same-origin pages and
 * tools that send neither header (curl, server-to-server) pass; the site's own origin is allowed.
 * (A browser writes Host itself, so a page elsewhere cannot make its Origin match this host.)
 */
export function crossSite(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin !== new URL(siteUrl).origin && origin !== new URL(request.url).origin;
}

export type BodyResult =
  { ok: true; value: unknown } | { ok: false; status: 400 | 408 | 413; error: string };

/** How deep a JSON body may nest: the forms send 3 levels; anything far deeper is hostile. */
export const MAX_DEPTH = 16;

/**
 * Reads a JSON body of at most `limit` bytes while it streams: a Content-Length above the limit
 * is refused before reading, and the stream is cancelled as soon as the count passes it (413), so
 * a huge body costs neither memory nor time. Then refuses (400) bodies that are not JSON, nest
 * deeper than MAX_DEPTH, or carry text with control characters or lone surrogates (which
 * Postgres cannot store and no form sends: the browser cleans pasted text before sending).
 */
export async function readBody(request: Request, limit = 64 * 1024): Promise<BodyResult> {
  const text = await readText(request, limit);
  if (!text.ok) return text;
  let value: unknown;
  try {
    value = JSON.parse(text.value);
  } catch {
    return { ok: false, status: 400, error: NOT_JSON };
  }
  const problem = hostileValue(value);
  return problem ? { ok: false, status: 400, error: problem } : { ok: true, value };
}

/**
 * The body as UTF-8 text, read while it streams and cut off past `limit` bytes (413); a body that
 * is not UTF-8 is refused (400). For a body whose exact bytes matter (a signed webhook).
 */
export async function readText(
  request: Request,
  limit: number,
): Promise<{ ok: true; value: string } | { ok: false; status: 400 | 408 | 413; error: string }> {
  const bytes = await readBytes(request, limit);
  if (!bytes.ok) return bytes;
  const text = utf8(bytes.value);
  return text === null ? { ok: false, status: 400, error: NOT_JSON } : { ok: true, value: text };
}

/** Bytes as UTF-8 text, or null when they are not UTF-8. */
export function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The request's body stopped before its end: the client hung up, or sent less than it said. */
export class ClientAbortedError extends Error {
  constructor(cause: unknown) {
    super('The request was cut off by the client before its body arrived.', { cause });
    this.name = 'ClientAbortedError';
  }
}

/**
 * The body's bytes, read while it streams and cut off past `limit` (413, the stream cancelled);
 * a Content-Length above the limit is refused before reading. `each` sees every chunk as it
 * comes (a signature worked out while the body arrives); past `deadlineMs` the stream is cancelled
 * (408), so a client that trickles its body cannot keep the reader waiting.
 */
export async function readBytes(
  request: Request,
  limit: number,
  options: { each?: (chunk: Uint8Array) => void; deadlineMs?: number } = {},
): Promise<{ ok: true; value: Buffer } | { ok: false; status: 408 | 413; error: string }> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit)
    return { ok: false, status: 413, error: TOO_LARGE };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!request.body) return { ok: true, value: Buffer.alloc(0) };
  const reader = request.body.getReader();
  let late = false;
  const timer = options.deadlineMs
    ? setTimeout(() => {
        late = true;
        void reader.cancel().catch(() => undefined);
      }, options.deadlineMs)
    : undefined;
  try {
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (e) {
        if (late) break;
        // The client hung up or sent less than it said: nothing is wrong here.
        throw new ClientAbortedError(e);
      }
      const { done, value } = read;
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, status: 413, error: TOO_LARGE };
      }
      options.each?.(value);
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  if (late) return { ok: false, status: 408, error: TOO_SLOW };
  return { ok: true, value: Buffer.concat(chunks) };
}

/** Why a parsed body is refused before any schema sees it (iterative: no recursion to overflow), or null. */
export function hostileValue(root: unknown, maxDepth = MAX_DEPTH): string | null {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (badText(v)) return BAD_TEXT;
    } else if (v && typeof v === 'object') {
      if (depth >= maxDepth) return TOO_DEEP;
      for (const [k, child] of Array.isArray(v) ? v.entries() : Object.entries(v)) {
        if (typeof k === 'string' && badText(k)) return BAD_TEXT;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** A fixed-window limit per client per minute, in this server's memory. */
export function rateLimiter(perMinute: number, now = () => Date.now()) {
  const windows = new Map<string, { start: number; count: number }>();
  return (client: string): boolean => {
    const t = now();
    const w = windows.get(client);
    if (!w || t - w.start >= 60_000) {
      windows.delete(client);
      windows.set(client, { start: t, count: 1 });
      if (windows.size > 10_000) windows.delete(windows.keys().next().value!);
      return true;
    }
    w.count++;
    return w.count <= perMinute;
  };
}

/** What a desk call came to: the answer's body, or the status (0: no answer) and the server's words. */
export type DeskResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

/**
 * POSTs JSON to a desk endpoint with a key of its own (Idempotency-Key), within `timeoutMs`. The
 * desk's own small helper rather than the buyers' pages' one: sharing it would move it into a
 * chunk of its own on every public page.
 */
export async function deskPost<T>(
  path: string,
  body: unknown,
  opts: { key?: string; timeoutMs: number; fallback: string },
): Promise<DeskResult<T>> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(opts.key ? { 'Idempotency-Key': opts.key } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) return { ok: true, value: answer as T };
    return {
      ok: false,
      status: res.status,
      error: typeof answer.error === 'string' ? answer.error : opts.fallback,
    };
  } catch {
    return { ok: false, status: 0, error: opts.fallback };
  }
}

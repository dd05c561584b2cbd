export type ApiResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; error: string; body: Record<string, unknown> };

/** POSTs JSON to one of our endpoints; any failure (network, timeout, non-2xx) is `{ ok: false }` with the server's error text. */
export async function postJson<T>(
  path: string,
  body: unknown,
  opts: { timeoutMs?: number; headers?: Record<string, string>; fallback: string },
): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...opts.headers },
      body: JSON.stringify(body),
      ...(opts.timeoutMs ? { signal: AbortSignal.timeout(opts.timeoutMs) } : {}),
    });
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) return { ok: true, value: answer as T };
    return {
      ok: false,
      status: res.status,
      error: typeof answer.error === 'string' ? answer.error : opts.fallback,
      body: answer,
    };
  } catch {
    return { ok: false, status: 0, error: opts.fallback, body: {} };
  }
}

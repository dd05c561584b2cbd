/** An endpoint's answer before it becomes a Response. */
export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** One person's answers (a buyer's account, a member of staff's desk): never kept by any cache. */
export const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** A private answer, with a cookie to set when there is one. */
export const privateAnswer = (status: number, body: unknown, cookie?: string | null): Answer => ({
  status,
  body,
  headers: cookie ? { ...PRIVATE, 'Set-Cookie': cookie } : PRIVATE,
});

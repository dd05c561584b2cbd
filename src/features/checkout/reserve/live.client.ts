import { EMPTY_LIVE, type LiveSet } from './live.ts';

let asked: { at: number; set: Promise<LiveSet> } | null = null;

/**
 * The live reserved/sold set, asked once a page (again after 30 s): one small answer the CDN keeps
 * for seconds. Any failure is the empty set: the build's state stands.
 */
export function liveSet(now = Date.now()): Promise<LiveSet> {
  if (asked && now - asked.at < 30_000) return asked.set;
  const set = fetch('/api/cars/live.json', { signal: AbortSignal.timeout(8000) })
    .then(async (r) => (r.ok ? ((await r.json()) as LiveSet) : EMPTY_LIVE))
    .then((s) => (Array.isArray(s.reserved) && Array.isArray(s.sold) ? s : EMPTY_LIVE))
    .catch(() => EMPTY_LIVE);
  asked = { at: now, set };
  return set;
}

import { flushQueue, LEAD_QUEUED_EVENT, queuedCount } from './submit.client.ts';

/** First wait before sending a queued lead again, and the longest (the wait doubles between tries). */
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 120_000;

/**
 * On every page: note the page for lead_attributes, and send any lead that could not reach the
 * server before: now, whenever the browser comes back online, and while the page stays open
 * (5 s, doubling to 2 min, or the server's Retry-After), until the queue is empty.
 */
export function startLeadQueue(): void {
  try {
    const pages = JSON.parse(sessionStorage.getItem('visited-pages') ?? '[]') as string[];
    if (pages.at(-1) !== location.pathname)
      sessionStorage.setItem(
        'visited-pages',
        JSON.stringify([...pages, location.pathname].slice(-50)),
      );
  } catch {
    /* storage unavailable (private mode): nothing to remember */
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = FIRST_RETRY_MS;
  const retryLater = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), ms);
  };
  const flush = async () => {
    await flushQueue().catch(() => undefined);
    if (queuedCount() > 0) {
      retryLater(wait);
      wait = Math.min(wait * 2, LONGEST_RETRY_MS);
    } else wait = FIRST_RETRY_MS;
  };
  if (navigator.onLine) void flush();
  window.addEventListener('online', () => void flush());
  window.addEventListener(LEAD_QUEUED_EVENT, (e) => {
    const seconds = (e as CustomEvent<number | undefined>).detail;
    retryLater(seconds ? seconds * 1000 : wait);
  });
}

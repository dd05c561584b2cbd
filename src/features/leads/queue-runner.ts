import { flushQueue } from './submit.ts';

/**
 * On every page: note the page for lead_attributes, and send any lead that could not reach the
 * server before (now, and whenever the browser comes back online).
 */
export function startLeadQueue(): void {
  try {
    const pages = JSON.parse(sessionStorage.getItem('visited-pages') ?? '[]') as string[];
    if (pages.at(-1) !== location.pathname) sessionStorage.setItem('visited-pages', JSON.stringify([...pages, location.pathname].slice(-50)));
  } catch {
    /* storage unavailable (private mode): nothing to remember */
  }
  const flush = () => void flushQueue().catch(() => undefined);
  if (navigator.onLine) flush();
  window.addEventListener('online', flush);
}

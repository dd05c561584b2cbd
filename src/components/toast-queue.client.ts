import type { Toast } from './toast.ts';

/**
 * Toasts raised by plain scripts (no React on the page yet): queued on the window and announced
 * with an event; the Toaster island shows them when it has mounted, so none is lost while it loads.
 */
const EVENT = 'dealer:toast';

declare global {
  interface Window {
    dealerToasts?: Toast[];
  }
}

export function queueToast(toast: Toast): void {
  (window.dealerToasts ??= []).push(toast);
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `show` for every queued toast now and for each one queued later; returns the unsubscribe. */
export function onQueuedToast(show: (toast: Toast) => void): () => void {
  const drain = () => {
    for (const t of window.dealerToasts?.splice(0) ?? []) show(t);
  };
  drain();
  window.addEventListener(EVENT, drain);
  return () => window.removeEventListener(EVENT, drain);
}

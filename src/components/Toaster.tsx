import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';

import { showToastAtom, toastAtom } from './toast.ts';
import { onQueuedToast } from './toast-queue.client.ts';

/**
 * Shows the current toast (one at a time) in a polite live region. It hydrates as the server drew
 * it (empty) even when another island has already raised a toast, then shows it: otherwise the
 * first render would differ from the HTML (React error #418).
 */
export default function Toaster() {
  const current = useAtomValue(toastAtom);
  const show = useSetAtom(showToastAtom);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Toasts raised by the page's plain scripts (e.g. Copy link).
  useEffect(() => onQueuedToast(show), []);
  const toast = mounted ? current : null;
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toast && (
        <div className="toast">
          <strong>{toast.title}</strong>
          <span>{toast.text}</span>
          {toast.action && <a href={toast.action.href}>{toast.action.label}</a>}
        </div>
      )}
    </div>
  );
}

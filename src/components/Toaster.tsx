import { useAtomValue } from 'jotai';

import { toastAtom } from '../features/vehicle/state.ts';

/** Shows the current toast (one at a time) in a polite live region. */
export default function Toaster() {
  const toast = useAtomValue(toastAtom);
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

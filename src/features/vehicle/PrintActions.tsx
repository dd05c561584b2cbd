import { type ReactNode, useState } from 'react';

import { buttonClass } from '../../components/button.ts';
import { EVENTS } from '../analytics/events.ts';
import { sendEvent } from '../analytics/send.client.ts';

/**
 * Issue 6 Print and PDF: Print opens /print?car_id={slug} in a new tab; Download PDF shows
 * 'Preparing...' while the server makes it, then saves {slug}.pdf; a failure shows its message.
 * Event 61 for each (a failed event is only a logged warning).
 */
export default function PrintActions({
  slug,
  printIcon,
  downloadIcon,
}: {
  slug: string;
  /** Icons drawn by the page (Astro slots: static markup, no icon code in the island). */
  printIcon?: ReactNode;
  downloadIcon?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const track = () => sendEvent({ event_id: EVENTS.print });
  const download = async () => {
    setBusy(true);
    setError(null);
    void track();
    try {
      const res = await fetch(`/api/cars/${slug}/pdf`);
      if (!res.ok)
        throw new Error(
          ((await res.json().catch(() => null)) as { error?: string } | null)?.error ??
            `The PDF could not be made (HTTP ${res.status}).`,
        );
      const url = URL.createObjectURL(await res.blob());
      const a = Object.assign(document.createElement('a'), { href: url, download: `${slug}.pdf` });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="print-actions button-group" role="group" aria-label="Print or save">
      <a
        className={buttonClass({ variant: 'secondary' })}
        href={`/print?car_id=${encodeURIComponent(slug)}`}
        target="_blank"
        rel="noopener"
        onClick={() => void track()}
      >
        {printIcon}
        Print<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary' })}
        disabled={busy}
        onClick={() => void download()}
      >
        {downloadIcon}
        {busy ? 'Preparing...' : 'Download PDF'}
      </button>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

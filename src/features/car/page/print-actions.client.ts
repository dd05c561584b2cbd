import { EVENTS } from '~/features/analytics/events.ts';
import { sendEvent } from '~/features/analytics/send.client.ts';

/** The car page's Print and Download PDF (page/PrintActions.astro): event 61, the PDF download and its errors. */
export function wirePrintActions(group: HTMLElement): void {
  const slug = group.dataset.print ?? '';
  const pdf = group.querySelector<HTMLButtonElement>('[data-pdf]')!;
  const label = group.querySelector<HTMLElement>('[data-pdf-label]')!;
  const error = group.querySelector<HTMLElement>('[data-pdf-error]')!;
  const track = () => void sendEvent({ event_id: EVENTS.print });
  group.querySelector('[data-print-link]')?.addEventListener('click', track);
  pdf.addEventListener('click', () => {
    track();
    pdf.disabled = true;
    label.textContent = 'Preparing...';
    error.hidden = true;
    void download(slug)
      .catch((e: Error) => {
        error.textContent = e.message;
        error.hidden = false;
      })
      .finally(() => {
        pdf.disabled = false;
        label.textContent = 'Download PDF';
      });
  });
}

async function download(slug: string): Promise<void> {
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
}

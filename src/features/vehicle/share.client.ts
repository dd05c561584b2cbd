import { queueToast as toast } from '~/components/toast-queue.client.ts';
import { COPIED_MS, copiedToast, SHARE_POPUP } from '~/features/content/share.ts';

/** The share list of page/ShareLinks.astro: popups at 550x400 and Copy link. */
export function wireShare(list: HTMLElement): void {
  for (const a of list.querySelectorAll<HTMLAnchorElement>('a[data-popup]'))
    a.addEventListener('click', (e) => {
      e.preventDefault();
      window.open(
        a.href,
        'share',
        `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener`,
      );
    });
  const button = list.querySelector<HTMLButtonElement>('[data-copy]');
  const label = button?.querySelector<HTMLElement>('[data-copy-label]');
  if (!button || !label) return;
  const url = button.dataset.copy ?? '';
  const name = button.dataset.name ?? '';
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(url).then(
      () => {
        label.textContent = 'Copied';
        setTimeout(() => (label.textContent = 'Copy link'), COPIED_MS);
        toast({ title: 'Link copied', text: copiedToast(name) });
      },
      () => toast({ title: 'Copy the link', text: url }),
    );
  });
}

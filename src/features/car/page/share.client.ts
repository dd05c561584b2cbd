import { queueToast as toast } from '~/components/toast-queue.client.ts';
import { COPIED_MS, copiedToast, SHARE_POPUP } from '~/features/content/share.ts';

/** The share list of page/ShareLinks.astro: popups at 550x400 and Copy link. */
function wireShare(list: HTMLElement): void {
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

/**
 * The sidebar's Share (page/ShareMenu.astro): opening it copies the car's URL and says so (spec
 * Screens' toast); Escape or a click outside closes it, focus back on Share.
 */
export function wireShareMenu(menu: HTMLDetailsElement): void {
  const summary = menu.querySelector('summary');
  if (!summary) return;
  const url = menu.dataset.copy ?? '';
  const name = menu.dataset.name ?? '';
  summary.addEventListener('click', () => {
    if (menu.open) return;
    navigator.clipboard.writeText(url).then(
      () => toast({ title: 'Link copied', text: copiedToast(name) }),
      () => undefined,
    );
  });
  // The targets are put in place when Share first opens (wireLazyDetails, wired before this).
  menu.addEventListener('toggle', () => {
    const list = menu.querySelector<HTMLElement>('[data-share]:not([data-wired])');
    if (!list) return;
    list.dataset.wired = '';
    wireShare(list);
  });
  menu.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    summary.focus();
  });
  document.addEventListener('click', (e) => {
    if (menu.open && !menu.contains(e.target as Node)) menu.open = false;
  });
}

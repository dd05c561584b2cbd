import { promoHiddenKey as hiddenKey, showPromoPopup } from '~/features/content/promotions.ts';

function storedHidden(id: string): boolean {
  try {
    return localStorage.getItem(hiddenKey(id)) === '1';
  } catch {
    return false; // storage blocked: the popup shows, and closing it hides it for this page
  }
}

/**
 * Opens the promo popup after the page has loaded (on a phone, once the visitor has scrolled half a
 * screen, so it never covers the first screen) unless it was closed before in this browser
 * (spec States) or is outside its dates by the visitor's clock. Closing it (Close, Escape, the
 * backdrop or its button) stores it hidden. Tab and Shift+Tab cycle within it.
 */
export function wirePromoPopup(): void {
  const dialog = document.getElementById('promo-popup');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const id = dialog.dataset.id!;
  const dates = {
    start_date: dialog.dataset.start || null,
    expiry_date: dialog.dataset.expiry || null,
  };
  if (!showPromoPopup(storedHidden(id), dates, new Date())) return;

  dialog.addEventListener('close', () => {
    try {
      localStorage.setItem(hiddenKey(id), '1');
    } catch {
      // storage blocked: nothing to keep
    }
  });
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close(); // the backdrop
  });
  dialog.querySelector('a')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  });
  const open = () => {
    if (!dialog.open) dialog.showModal();
  };
  // On a phone it never covers the first screen: it waits until the visitor has scrolled half a screen.
  if (matchMedia('(max-width: 767.98px)').matches) {
    const onScroll = () => {
      if (scrollY < innerHeight / 2) return;
      removeEventListener('scroll', onScroll);
      open();
    };
    addEventListener('scroll', onScroll, { passive: true });
    return;
  }
  if (document.readyState === 'complete') open();
  else addEventListener('load', open, { once: true });
}

import { materialise } from './lazy.client.ts';

/**
 * Wires every `Dialog` under `root`: an element with `data-dialog="{id}"` opens that dialog as a
 * modal (focus stays inside, Escape closes), its Close button closes it, and the opener gets focus
 * back. `openFromHash` opens the dialog a URL's #fragment names (`{prefix}{fragment}`).
 */
export function wireDialogs(root: ParentNode): void {
  for (const opener of root.querySelectorAll<HTMLElement>('[data-dialog]')) {
    const dialog = document.getElementById(opener.dataset.dialog!) as HTMLDialogElement | null;
    if (!dialog) continue;
    opener.addEventListener('click', (e) => {
      e.preventDefault();
      open(dialog);
    });
    // The close event comes a moment after the dialog shuts (the browser has already put focus
    // back): give the opener focus only if nothing else has it by then, never taking it from
    // where the visitor has moved on to.
    dialog.addEventListener('close', () => {
      const at = document.activeElement;
      if (!at || at === document.body || dialog.contains(at)) opener.focus();
    });
    dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  }
}

/** Opens the dialog whose id is `prefix` + the URL's fragment, if there is one. */
export function openFromHash(prefix: string): void {
  const id = location.hash.length > 1 ? `${prefix}${location.hash.slice(1)}` : null;
  const dialog = id ? document.getElementById(id) : null;
  if (dialog instanceof HTMLDialogElement) open(dialog);
}

/** Shows a dialog as a modal, first putting a lazy dialog's content in place. */
function open(dialog: HTMLDialogElement): void {
  materialise(dialog, 'template[data-dialog-body]');
  dialog.showModal();
}

import { materialise } from './lazy.client.ts';

/**
 * Wires every `Dialog` under `root`: an element with `data-dialog="{id}"` opens that dialog as a
 * modal (focus stays inside, Escape closes), its Close button closes it, and the browser gives the
 * opener focus back as it shuts (a modal dialog's close returns focus to what had it before; a
 * `close` handler doing it again came a moment later and took focus from where the visitor had
 * moved on to). `openFromHash` opens the dialog a URL's #fragment names (`{prefix}{fragment}`).
 */
export function wireDialogs(root: ParentNode): void {
  for (const opener of root.querySelectorAll<HTMLElement>('[data-dialog]')) {
    const dialog = document.getElementById(opener.dataset.dialog!) as HTMLDialogElement | null;
    if (!dialog) continue;
    opener.addEventListener('click', (e) => {
      e.preventDefault();
      open(dialog);
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

import { materialise } from './lazy.client.ts';

/**
 * Wires every `Dialog` under `root`: an element with `data-dialog="{id}"` opens that dialog as a
 * modal (focus stays inside, Escape closes), its Close button (wired as it opens) closes it, and the browser gives the
 * opener focus back as it shuts (a modal dialog's close returns focus to what had it before; a
 * `close` handler doing it again came a moment later and took focus from where the visitor had
 * moved on to). `openFromHash` opens the dialog a URL's #fragment names (`{prefix}{fragment}`,
 * or its `anchor`).
 */
export function wireDialogs(root: ParentNode): void {
  for (const opener of root.querySelectorAll<HTMLElement>('[data-dialog]')) {
    const dialog = document.getElementById(opener.dataset.dialog!) as HTMLDialogElement | null;
    if (!dialog) continue;
    opener.addEventListener('click', (e) => {
      e.preventDefault();
      open(dialog);
    });
  }
}

/** Opens the dialog whose id is `prefix` + the URL's fragment, or whose `data-anchor` is it. */
export function openFromHash(prefix: string): void {
  const name = location.hash.slice(1);
  const dialog =
    name &&
    (document.getElementById(prefix + name) ??
      document.querySelector(`dialog[data-anchor="${CSS.escape(name)}"]`));
  if (dialog instanceof HTMLDialogElement) open(dialog);
}

/** Shows a dialog as a modal, first putting a lazy dialog's head and content in place. */
function open(dialog: HTMLDialogElement): void {
  materialise(dialog, 'template[data-dialog-body]');
  dialog.querySelector<HTMLElement>('[data-close]')!.onclick = () => dialog.close();
  dialog.showModal();
}

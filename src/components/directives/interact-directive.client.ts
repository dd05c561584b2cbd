import type { ClientDirective } from 'astro';

import { holdUntilHydrated } from './hold-until-hydrated.client.ts';

/**
 * `client:interact`: an island loads and hydrates only when the visitor turns to it (pointer
 * over or down, touch, focus inside), so a page costs no framework JavaScript until then
 * (the car page's budget: ≤ 20 KB before any interaction). Presses before then are held and given back
 * (hold-until-hydrated.client.ts).
 *
 * - `on: 'scroll'` also starts on the window's first scroll (the sticky call bar); `on: 'page'`
 *   on any interaction with the page (the toaster other islands talk to); `on: 'open'` when the
 *   `<dialog>` or `<details>` holding the island opens (the pre-approval popup, the car page's
 *   calculator: a tool nobody opened costs nothing, even after the visitor has used the rest of
 *   the page; bench:pages counts it apart), or at once when it is open already.
 * - `whenStored`: starts at once when the visitor's local (or session) storage holds something
 *   under one of these keys (with `storedId`: a list holding that id), so what only the browser knows (a saved
 *   car, details to prefill) shows without the visitor touching anything.
 */
export interface InteractOptions {
  on?: 'scroll' | 'page' | 'open';
  whenStored?: string[];
  storedId?: number;
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interact'?: boolean | InteractOptions;
  }
}

function isStored(keys: string[], id: number | undefined): boolean {
  try {
    return keys.some((k) => {
      const value: unknown = JSON.parse(
        localStorage.getItem(k) ?? sessionStorage.getItem(k) ?? 'null',
      );
      if (id === undefined) return !!value && Object.keys(value).length > 0;
      return Array.isArray(value) && value.some((c: { id?: unknown } | null) => c?.id === id);
    });
  } catch {
    return false;
  }
}

const interact: ClientDirective = (load, options, el) => {
  const o = (
    typeof options.value === 'object' && options.value ? options.value : {}
  ) as InteractOptions;
  const { start, listen } = holdUntilHydrated(load, el);
  listen(el, ['pointerover', 'pointerdown', 'touchstart', 'focusin']);
  if (o.on === 'scroll') listen(window, ['scroll']);
  if (o.on === 'page') listen(window, ['pointerdown', 'keydown', 'touchstart', 'scroll']);
  if (o.on === 'open') whenOpened(el, () => void start());
  if (o.whenStored && isStored(o.whenStored, o.storedId)) void start();
};

/** Calls `start` when the dialog or disclosure holding `el` opens (at once if it is open). */
function whenOpened(el: HTMLElement, start: () => void): void {
  const box = el.closest('dialog, details');
  if (!(box instanceof HTMLDialogElement || box instanceof HTMLDetailsElement)) return;
  if (box.open) return start();
  const watch = new MutationObserver(() => {
    if (!box.open) return;
    watch.disconnect();
    start();
  });
  watch.observe(box, { attributes: true, attributeFilter: ['open'] });
}

export default interact;

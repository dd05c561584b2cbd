import type { ClientDirective } from 'astro';

/**
 * `client:interact`: an island loads and hydrates only when the visitor turns to it (pointer
 * over or down, touch, focus inside), so a page costs no framework JavaScript until then
 * (issue 6 budget: ≤ 20 KB before any interaction).
 *
 * - A click that lands before hydration (a button, link, summary; a form's submit too) is held
 *   and given back to the same element once the island has hydrated, so no press is lost and a
 *   form is never submitted natively.
 * - `on: 'scroll'` also starts on the window's first scroll (the sticky call bar); `on: 'page'`
 *   on any interaction with the page (the toaster other islands talk to).
 * - `whenStored`: starts at once when the visitor's local storage holds something under one of
 *   these keys (with `storedId`: a list holding that id), so what only the browser knows (a saved
 *   car, details to prefill) shows without the visitor touching anything.
 */
export interface InteractOptions {
  on?: 'scroll' | 'page';
  whenStored?: string[];
  storedId?: number;
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interact'?: boolean | InteractOptions;
  }
}

// Checkboxes are not held: they work natively and the form keeps their state when it hydrates.
const HELD = 'button, a[href], summary, [role="button"]';

function isStored(keys: string[], id: number | undefined): boolean {
  try {
    return keys.some((k) => {
      const value: unknown = JSON.parse(localStorage.getItem(k) ?? 'null');
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
  const listeners: [EventTarget, string][] = [];
  let started = false;
  let held: HTMLElement | null = null;

  // Arrow, Home and End keys outside text fields (a gallery, a list) are held the same way; other
  // keys are not, so typing and Enter/Space on buttons (which become clicks) work as usual.
  let heldKey: { target: EventTarget; init: KeyboardEventInit } | null = null;
  const holdKey = (e: KeyboardEvent) => {
    const t = e.target;
    if (
      !/^(Arrow(Left|Right|Up|Down)|Home|End)$/.test(e.key) ||
      (t instanceof HTMLElement && t.closest('input, textarea, select, [contenteditable]'))
    )
      return;
    e.preventDefault();
    e.stopPropagation();
    heldKey = {
      target: t!,
      init: {
        key: e.key,
        code: e.code,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        bubbles: true,
        cancelable: true,
      },
    };
    void start();
  };

  const hold = (e: Event) => {
    const target =
      e.target instanceof Element ? (e.target.closest(HELD) as HTMLElement | null) : null;
    if (!target || !el.contains(target)) return;
    e.preventDefault();
    e.stopPropagation();
    held = target;
    void start();
  };

  /** The listener for the events that start hydration (start itself reports its own failures). */
  const onEvent = () => void start();

  async function start() {
    if (started) return;
    started = true;
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      // Not loaded (offline, say): clicks stay held and the next interaction tries again, so a
      // form never falls back to a native submit that would lose the lead.
      started = false;
      held = null;
      heldKey = null;
      console.warn('Could not load this part of the page', error);
      return;
    }
    for (const [target, type] of listeners) target.removeEventListener(type, onEvent);
    el.removeEventListener('click', hold, true);
    el.removeEventListener('keydown', holdKey, true);
    if (heldKey && (heldKey.target as Node).isConnected)
      heldKey.target.dispatchEvent(new KeyboardEvent('keydown', heldKey.init));
    // React hydrates a root synchronously when a discrete event reaches it, so the held click
    // is handled by the hydrated component.
    if (held?.isConnected) held.click();
  }

  const listen = (target: EventTarget, types: string[]) => {
    for (const type of types) {
      target.addEventListener(type, onEvent, { passive: true });
      listeners.push([target, type]);
    }
  };
  el.addEventListener('click', hold, true);
  el.addEventListener('keydown', holdKey, true);
  listen(el, ['pointerover', 'pointerdown', 'touchstart', 'focusin']);
  if (o.on === 'scroll') listen(window, ['scroll']);
  if (o.on === 'page') listen(window, ['pointerdown', 'keydown', 'touchstart', 'scroll']);
  if (o.whenStored && isStored(o.whenStored, o.storedId)) void start();
};

export default interact;

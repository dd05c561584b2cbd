import type { ClientDirective } from 'astro';

type Load = Parameters<ClientDirective>[0];

// Checkboxes are not held: they work natively and the island is given their state when it hydrates.
const HELD = 'button, a[href], summary, [role="button"]';

/**
 * What `client:interact` and `client:use` share: an island loads and hydrates only when `start`
 * is called, and the visitor's presses before then are not lost.
 * - A click that lands before hydration (a button, link, summary; a form's submit too) is held and
 *   given back to the same element once the island has hydrated, so no press is lost and a form is
 *   never submitted natively. With `holdLinks`, only links inside elements matching it are held;
 *   other links navigate at once.
 * - Arrow, Home and End keys outside text fields (a gallery, a list) are held the same way; other
 *   keys are not, so typing and Enter/Space on buttons (which become clicks) work as usual.
 * - `live`: a promise made before loading starts that settles when the island says it has
 *   hydrated; until then presses stay held (React may hydrate in the background, in short slices).
 * - `afterHydrate` runs once the island is hydrated, before the held press is given back.
 */
export function holdUntilHydrated(
  load: Load,
  el: HTMLElement,
  {
    holdLinks,
    live,
    afterHydrate,
  }: {
    holdLinks?: string | undefined;
    live?: () => Promise<void>;
    afterHydrate?: () => void;
  } = {},
) {
  const listeners: [EventTarget, string, EventListener][] = [];
  let started = false;
  let held: HTMLElement | null = null;
  let heldKey: { target: EventTarget; init: KeyboardEventInit } | null = null;

  const holdKey = (e: KeyboardEvent) => {
    const t = e.target;
    if (
      !/^(Arrow(Left|Right|Up|Down)|Home|End)$/.test(e.key) ||
      (t instanceof HTMLElement && t.closest('input, textarea, select, [contenteditable]'))
    )
      return;
    e.preventDefault();
    e.stopImmediatePropagation();
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
    if (holdLinks && target.matches('a[href]') && !target.closest(holdLinks)) return;
    e.preventDefault();
    // Immediate: React listens on the island too once hydration has begun.
    e.stopImmediatePropagation();
    held = target;
    void start();
  };

  /** The listener for the events that start hydration (start itself reports its own failures). */
  const onEvent = () => void start();

  async function start() {
    if (started) return;
    started = true;
    try {
      const hydrated = live?.();
      const hydrate = await load();
      await hydrate();
      await hydrated;
    } catch (error) {
      // Not loaded (offline, say): clicks stay held and the next interaction tries again, so a
      // form never falls back to a native submit that would lose the lead.
      started = false;
      held = null;
      heldKey = null;
      console.warn('Could not load this part of the page', error);
      return;
    }
    for (const [target, type, fn] of listeners) target.removeEventListener(type, fn);
    el.removeEventListener('click', hold, true);
    el.removeEventListener('keydown', holdKey, true);
    afterHydrate?.();
    if (heldKey && (heldKey.target as Node).isConnected)
      heldKey.target.dispatchEvent(new KeyboardEvent('keydown', heldKey.init));
    // React hydrates a root synchronously when a discrete event reaches it, so the held click
    // is handled by the hydrated component.
    if (held?.isConnected) held.click();
  }

  /** Starts on these events of the target (until the island has hydrated). */
  const listen = (target: EventTarget, types: string[], fn: EventListener = onEvent) => {
    for (const type of types) {
      target.addEventListener(type, fn, { passive: true });
      listeners.push([target, type, fn]);
    }
  };
  el.addEventListener('click', hold, true);
  el.addEventListener('keydown', holdKey, true);
  return { start, listen };
}

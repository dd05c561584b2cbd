import type { ClientDirective } from 'astro';

import { holdUntilHydrated } from './hold-until-hydrated.client.ts';

/**
 * `client:use`: for an island that is most of the page (the search page). The build's
 * HTML is the island as it first renders, so the page reads and its links work with no framework;
 * it loads and hydrates when the visitor uses it: focus inside, a click, a key, a change, a mouse
 * over it, not a finger scrolling across it. Presses before then are held and given back
 * (hold-until-hydrated.client.ts), and fields changed before then are given to the island as the
 * visitor's own change (a ticked box, a chosen sort, typed text).
 *
 * - `holdLinks`: only links inside elements matching this selector are held (the island's own
 *   controls); other links (the result cards) navigate at once, loading nothing.
 * - `near`: also starts when an element matching this selector comes near the screen (the pages
 *   at the end of the results).
 * - Starts at once when the address has a query string: state the HTML does not show.
 */
export interface UseOptions {
  holdLinks?: string;
  near?: string;
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:use'?: UseOptions;
  }
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isToggle = (f: Field): f is HTMLInputElement =>
  f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio');

/** Fields whose value the visitor changed from the one the HTML was drawn with. */
function changedFields(el: HTMLElement): Field[] {
  return [...el.querySelectorAll<Field>('input, select, textarea')].filter((f) => {
    if (f instanceof HTMLSelectElement) {
      const drawn = [...f.options].find((o) => o.defaultSelected) ?? f.options[0];
      return !!drawn && !drawn.selected;
    }
    return isToggle(f) ? f.checked !== f.defaultChecked : f.value !== f.defaultValue;
  });
}

/**
 * Gives each change to the hydrated island as if made now. React keeps what the visitor set while
 * it hydrates but hears no change; going back to the drawn value through the element's own setter
 * (which React watches) and making the change again lets it hear one.
 */
function handOver(fields: Field[]) {
  for (const f of fields) {
    if (!f.isConnected) continue;
    if (f instanceof HTMLSelectElement) {
      f.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (isToggle(f)) {
      f.checked = f.defaultChecked;
      f.click();
    } else {
      const value = f.value;
      f.value = f.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f) as object, 'value')!.set!.call(
        f,
        value,
      );
      f.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** The event an island sends from its element once hydrated (SearchApp's first effect). */
export const LIVE_EVENT = 'island:live';
/** If the island never says so, presses are given back after this long anyway. */
const LIVE_WAIT = 10_000;

const use: ClientDirective = (load, options, el) => {
  const o = (options.value ?? {}) as UseOptions;
  const { start, listen } = holdUntilHydrated(load, el, {
    holdLinks: o.holdLinks,
    // React hydrates in the background in short slices (no long task); presses and changes wait
    // for it to finish, then are given back.
    live: () =>
      new Promise((done) => {
        el.addEventListener(LIVE_EVENT, () => done(), { once: true });
        setTimeout(done, LIVE_WAIT);
      }),
    afterHydrate: () => handOver(changedFields(el)),
  });
  listen(el, ['focusin', 'keydown', 'change', 'input']);
  listen(el, ['pointerover'], (e) => {
    if ((e as PointerEvent).pointerType === 'mouse') void start();
  });
  const near = o.near ? el.querySelector(o.near) : null;
  if (near) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(near);
  }
  if (window.location.search) void start();
};

export default use;

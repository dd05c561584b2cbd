import type { ClientDirective } from 'astro';

import {
  changedFields,
  drawnValue,
  type Field,
  isToggle,
  valueOf,
} from '../changed-fields.client.ts';
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

/**
 * What the visitor set in the island's fields before it was live: each field's last value, kept
 * as it happens (React may draw a field back to its first value as it hydrates, before it has been
 * told), and the fields whose value differs from the drawn one with no event (the browser
 * restoring a form on Back).
 */
function watchFields(el: HTMLElement, onSet: () => void) {
  const set = new Map<Field, string | boolean>();
  const record = (e: Event) => {
    const f = e.target;
    if (
      !(
        f instanceof HTMLInputElement ||
        f instanceof HTMLSelectElement ||
        f instanceof HTMLTextAreaElement
      ) ||
      !el.contains(f)
    )
      return;
    set.set(f, valueOf(f));
    onSet();
  };
  // The island must not hear a box ticked before it is live (it is told once, when live): a
  // toggle told twice is undone.
  const quiet = (e: Event) => {
    if (e.target instanceof HTMLInputElement && isToggle(e.target)) e.stopImmediatePropagation();
  };
  // On the window, in the capture phase: before any listener on the page can stop the event.
  for (const type of ['input', 'change']) window.addEventListener(type, record, true);
  el.addEventListener('click', quiet, true);
  return () => {
    for (const type of ['input', 'change']) window.removeEventListener(type, record, true);
    el.removeEventListener('click', quiet, true);
    for (const f of changedFields(el)) if (!set.has(f)) set.set(f, valueOf(f));
    return set;
  };
}

/**
 * Gives each value the visitor set to the hydrated island as a change made now. The island still
 * holds the drawn value (it heard nothing before it was live); the field is put back to that value
 * through the element's own setter (which React watches) and then set to the visitor's, with the
 * event the island listens for, so it hears exactly one change.
 */
function handOver(set: Map<Field, string | boolean>) {
  for (const [f, value] of set) {
    if (!f.isConnected || value === drawnValue(f)) continue;
    if (f instanceof HTMLSelectElement) {
      f.value = value as string;
      f.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (isToggle(f)) {
      f.checked = !value;
      f.click();
    } else {
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
  const fieldsSet = watchFields(el, () => void start());
  const { start, listen } = holdUntilHydrated(load, el, {
    holdLinks: o.holdLinks,
    // React hydrates in the background in short slices (no long task); presses and changes wait
    // for it to finish, then are given back.
    live: () =>
      new Promise((done) => {
        el.addEventListener(LIVE_EVENT, () => done(), { once: true });
        setTimeout(done, LIVE_WAIT);
      }),
    afterHydrate: () => handOver(fieldsSet()),
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

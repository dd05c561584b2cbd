import { COUNT_CAP, countText } from './facets.ts';

/**
 * The phone's Filters sheet before the search island has loaded: the first tap opens
 * it at once from the build's HTML (no search code needed), and the first box ticked shows its
 * count at once: with nothing else chosen, the count beside a box is exactly how many cars ticking
 * it leaves. Meanwhile the island loads (the tap's focus starts it, use-directive.client.ts) and,
 * once hydrated, takes over the open sheet and the ticked boxes (SearchApp reads the sheet's state
 * from the page as it hydrates).
 *
 * Nothing here changes the island's text (React would find its HTML changed and redraw it): the
 * early count is an attribute the stylesheet shows in place of the count (search.css
 * `[data-early-count]`), removed as soon as the island writes a count of its own.
 */
export function wireEarlySheet(island: HTMLElement): void {
  // Early until the island says it is live (SearchApp's first effect): while React hydrates it
  // would hold a press back and replay it later, so a ticked box would not show ticked at once.
  let live = false;
  island.addEventListener('island:live', () => (live = true), { once: true });
  const early = () => !live;
  const sheet = island.querySelector<HTMLElement>('#search-filters');
  const toggle = island.querySelector<HTMLButtonElement>('.filters-toggle');
  if (!sheet || !toggle) return;

  const setOpen = (open: boolean) => {
    sheet.classList.toggle('open', open);
    toggle.setAttribute('aria-expanded', String(open));
    if (open) {
      sheet.setAttribute('role', 'dialog');
      sheet.setAttribute('aria-modal', 'true');
    } else {
      sheet.removeAttribute('role');
      sheet.removeAttribute('aria-modal');
    }
    document.body.classList.toggle('sheet-open', open);
    (open ? sheet.querySelector<HTMLElement>('.sheet-close') : toggle)?.focus();
  };

  // Capture at the document: before the island's own hold on presses (hold-until-hydrated), so
  // the island never replays a press this already answered.
  document.addEventListener(
    'click',
    (e) => {
      if (!early() || !(e.target instanceof Element)) return;
      const hit = e.target.closest('.filters-toggle, .sheet-close, .show-me');
      if (!hit || !island.contains(hit)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      if (hit === toggle) setOpen(!sheet.classList.contains('open'));
      else {
        setOpen(false);
        if (hit.matches('.show-me')) document.getElementById('search-results')?.scrollIntoView();
      }
    },
    true,
  );
  document.addEventListener('keydown', (e) => {
    if (early() && e.key === 'Escape' && sheet.classList.contains('open')) setOpen(false);
  });

  const counts = island.querySelectorAll<HTMLElement>('.result-count, .show-me');
  const { nounSingular = '', nounPlural = '' } =
    island.querySelector<HTMLElement>('.result-count')?.dataset ?? {};
  const noun = { singular: nounSingular, plural: nounPlural };
  const clear = () => {
    for (const el of counts) el.removeAttribute('data-early-count');
  };
  // A box in the sheet ticks natively at once and React does not hear it yet (the island is given
  // the ticked boxes when live, use-directive.client.ts); the count shows at once.
  const inSheet = (e: Event) =>
    e.target instanceof HTMLInputElement &&
    e.target.type === 'checkbox' &&
    sheet.contains(e.target);
  // Nor does React hear a press on a box, its label or the sheet's buttons: a press that reaches
  // it before it has finished hydrating in the background makes it hydrate the whole island at
  // once, in one long task, and the tick would wait for that.
  const answered = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return false;
    const box = target.closest('label')?.querySelector('input[type=checkbox]') ?? target;
    if (box.matches('input[type=checkbox]')) return sheet.contains(box);
    return island.contains(target.closest('.filters-toggle, .sheet-close, .show-me'));
  };
  for (const type of [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'click',
    'input',
  ])
    document.addEventListener(
      type,
      (e) => {
        if (early() && answered(e.target)) e.stopImmediatePropagation();
      },
      { capture: true, passive: true },
    );
  document.addEventListener(
    'change',
    (e) => {
      if (!early() || !inSheet(e)) return;
      e.stopImmediatePropagation();
      showEarlyCount();
    },
    true,
  );
  function showEarlyCount() {
    const ticked = [...sheet!.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].filter(
      (box) => box.checked !== box.defaultChecked,
    );
    const shown = ticked.length === 1 && !ticked[0]!.defaultChecked ? ticked[0]! : null;
    const n = Number(
      /\(([\d,]+)\)/.exec(shown?.closest('label')?.textContent ?? '')?.[1]?.replace(/,/g, ''),
    );
    if (!shown || !Number.isFinite(n) || n > COUNT_CAP || !noun.plural) return clear();
    for (const el of counts)
      el.setAttribute(
        'data-early-count',
        el.matches('.show-me')
          ? `Show Me ${countText(n, { ...noun, singular: noun.plural })}`
          : countText(n, noun),
      );
  }
  // The island's own count replaces the early one the moment it is written.
  const watch = new MutationObserver(() => {
    if (early()) return;
    clear();
    watch.disconnect();
  });
  for (const el of counts)
    watch.observe(el, { childList: true, characterData: true, subtree: true });
}

/** Spec §4: a slide moves in 300 ms. */
const SLIDE_MS = 300;

/**
 * Wires a Carousel: previous/next scroll by one card (disabled at the ends), arrow keys on the
 * focused track do the same, a hint says to swipe when cards overflow, and a row that fits is
 * centred without buttons.
 */
export function wireCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-track]')!;
  const prev = root.querySelector<HTMLButtonElement>('[data-prev]')!;
  const next = root.querySelector<HTMLButtonElement>('[data-next]')!;
  const hint = root.querySelector<HTMLElement>('[data-hint]');
  const step = () => {
    const first = track.firstElementChild as HTMLElement | null;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    return (first?.getBoundingClientRect().width ?? track.clientWidth) + gap;
  };
  const update = () => {
    const max = track.scrollWidth - track.clientWidth;
    const fits = max <= 1;
    root.classList.toggle('fits', fits);
    if (hint) hint.hidden = fits || track.children.length <= 3;
    prev.disabled = track.scrollLeft <= 1;
    next.disabled = track.scrollLeft >= max - 1;
  };
  const move = (dir: 1 | -1) => {
    track.scrollBy({ left: dir * step(), behavior: 'smooth' });
    // Buttons follow once the slide has moved.
    setTimeout(update, SLIDE_MS + 50);
  };
  prev.addEventListener('click', () => move(-1));
  next.addEventListener('click', () => move(1));
  track.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      move(e.key === 'ArrowRight' ? 1 : -1);
    }
  });
  track.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(track);
  update();
}

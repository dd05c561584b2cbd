import { carouselState } from './carousel-state.ts';
import { TIMINGS } from './constants.ts';

/** Spec Constants: a slide moves in 300 ms. */
const SLIDE_MS = TIMINGS.carouselSlide;

/**
 * Wires a Carousel: previous/next slide by one card in 300 ms (disabled at the ends), arrow keys on the
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
    const state = carouselState(
      track.children.length,
      track.scrollLeft,
      track.scrollWidth - track.clientWidth,
    );
    root.classList.toggle('fits', state.fits);
    if (hint) hint.hidden = !state.hint;
    prev.disabled = state.prevDisabled;
    next.disabled = state.nextDisabled;
  };
  let animation = 0;
  // Spec States: a slide takes 300 ms (ease-out), or none when the visitor asks for reduced motion.
  const move = (dir: 1 | -1) => {
    const max = track.scrollWidth - track.clientWidth;
    const from = track.scrollLeft;
    const to = Math.max(0, Math.min(max, from + dir * step()));
    cancelAnimationFrame(animation);
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      track.scrollLeft = to;
      return update();
    }
    const start = performance.now();
    track.classList.add('sliding');
    const frame = (t: number) => {
      const p = Math.min(1, (t - start) / SLIDE_MS);
      track.scrollLeft = from + (to - from) * (1 - (1 - p) ** 3);
      if (p < 1) animation = requestAnimationFrame(frame);
      else {
        track.classList.remove('sliding');
        update();
      }
    };
    animation = requestAnimationFrame(frame);
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

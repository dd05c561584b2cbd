/** The gap kept between a stuck price block and the window's edge, in px (1rem). */
const GAP = 16;

/**
 * Where the price block sticks (`top`, px): 1rem from the top when it fits the window; when it is
 * taller, far enough above that its bottom rests 1rem above the window's bottom. So the page's own
 * scroll brings every part of it into view (Share, Print, the last buttons), then it stays.
 */
export const stickyTop = (blockHeight: number, windowHeight: number) =>
  Math.min(GAP, windowHeight - blockHeight - GAP);

/** Keeps a sticky block's `--sticky-top` right as it or the window changes size. */
export function wireStickyBlock(block: HTMLElement) {
  const fit = () =>
    block.style.setProperty('--sticky-top', `${stickyTop(block.offsetHeight, innerHeight)}px`);
  new ResizeObserver(fit).observe(block);
  addEventListener('resize', fit, { passive: true });
  fit();
}

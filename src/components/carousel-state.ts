import { locationGrid } from './constants.ts';

/** What a carousel shows for a scroll position (spec States, Screens 'Our Locations'). */
export interface CarouselState {
  /** Every card fits: no scrolling, no buttons. */
  fits: boolean;
  /** 'Swipe for more' only when there are more than 3 cards and they do not all fit. */
  hint: boolean;
  /** Previous and next are disabled at the ends. */
  prevDisabled: boolean;
  nextDisabled: boolean;
}

/** The carousel's state from its card count and scroll geometry (1 px of rounding allowed). */
export function carouselState(count: number, scrollLeft: number, maxScroll: number): CarouselState {
  const fits = maxScroll <= 1;
  return {
    fits,
    hint: !fits && locationGrid(count).swipeHint,
    prevDisabled: scrollLeft <= 1,
    nextDisabled: scrollLeft >= maxScroll - 1,
  };
}

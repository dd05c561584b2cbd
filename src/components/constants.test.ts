import { describe, expect, it } from 'vitest';

import { locationGrid, TIMINGS } from './constants.ts';

describe('timings and layout rules (spec Constants)', () => {
  it('has the spec timings and layout rules', () => {
    expect(TIMINGS).toEqual({
      slider: 400,
      textSearch: 300,
      collapse: 300,
      countAnimation: 1000,
      quoteDebounce: 500,
      copyLink: 1500,
      toast: 3000,
      carouselSlide: 300,
      codeSendTimeout: 15000,
    });
    expect(locationGrid(2)).toEqual({ lg: 5, xl: null, centred: true, swipeHint: false });
    expect(locationGrid(3)).toEqual({ lg: 4, xl: null, centred: false, swipeHint: false });
    expect(locationGrid(5)).toEqual({ lg: 4, xl: 3, centred: false, swipeHint: true });
  });
});

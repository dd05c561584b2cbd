import { describe, expect, it } from 'vitest';

import { carouselState } from './carousel-state.ts';

describe('carousel state (spec States ends, Screens swipe hint and centring)', () => {
  it('disables previous at the start and next at the end', () => {
    expect(carouselState(5, 0, 600)).toEqual({
      fits: false,
      hint: true,
      prevDisabled: true,
      nextDisabled: false,
    });
    expect(carouselState(5, 300, 600)).toMatchObject({ prevDisabled: false, nextDisabled: false });
    expect(carouselState(5, 599.5, 600)).toMatchObject({ prevDisabled: false, nextDisabled: true });
  });
  it('hints to swipe only with more than 3 cards that overflow', () => {
    expect(carouselState(3, 0, 200).hint).toBe(false);
    expect(carouselState(4, 0, 200).hint).toBe(true);
    expect(carouselState(4, 0, 0)).toEqual({
      fits: true,
      hint: false,
      prevDisabled: true,
      nextDisabled: true,
    });
  });
});

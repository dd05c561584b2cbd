import { describe, expect, it } from 'vitest';

import { stickyTop } from './sticky-block.client.ts';

describe('stickyTop', () => {
  it('sticks 16 px from the top when the block fits the window', () => {
    expect(stickyTop(600, 900)).toBe(16);
    expect(stickyTop(868, 900)).toBe(16);
  });
  it('sticks a taller block with its bottom 16 px above the window’s bottom', () => {
    expect(stickyTop(1100, 900)).toBe(-216);
    expect(stickyTop(900, 900)).toBe(-16);
  });
});

import { describe, expect, it } from 'vitest';

import { stickyBarOffset } from './sticky-bar.ts';

describe('sticky bar (spec Screens, Constants)', () => {
  it('appears after 900 px of scroll, or 50 px for the sticky-footer variant', () => {
    expect([stickyBarOffset('scroll-900'), stickyBarOffset('footer-50')]).toEqual([900, 50]);
  });
});

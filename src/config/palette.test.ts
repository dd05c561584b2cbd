import { describe, expect, it } from 'vitest';

import { contrastRatio, MIN_CONTRAST } from './contrast.ts';
import { mix, palette } from './palette.ts';

describe('theme palette', () => {
  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#b0101f', '#b0101f', 0.3)).toBe('#b0101f');
    expect(mix('#102030', '#ffffff', 0)).toBe('#102030');
  });

  it.each(['#b0101f', '#123e6b', '#0f6b3a', '#5b2a86', '#8a3b12', '#c8102e', '#0b5cab'])(
    'keeps text readable on every derived colour for primary %s',
    (primary) => {
      const p = palette({ primary, secondary: '#1f2933', accent: '#0b5cab' });
      expect(contrastRatio('#ffffff', p.primaryStrong)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(p.onPrimarySoft, p.primarySoft)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio('#1a1d21', p.secondarySoft)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      // The hover colour is darker than the brand colour, the tint lighter.
      expect(contrastRatio('#ffffff', p.primaryStrong)).toBeGreaterThan(
        contrastRatio('#ffffff', primary),
      );
    },
  );
});

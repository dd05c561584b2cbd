import { describe, expect, it } from 'vitest';

import { showPromoPopup, withinWindow } from './promotions.ts';

describe('promotions (spec §4)', () => {
  it('shows a tile only from its start to its expiry (+10:00)', () => {
    const at = (s: string) => new Date(s);
    expect(
      withinWindow(
        '2025-07-01T00:00:00+10:00',
        '2025-07-24T23:59:59+10:00',
        at('2025-06-30T13:59:59Z'),
      ),
    ).toBe(false);
    expect(
      withinWindow(
        '2025-07-01T00:00:00+10:00',
        '2025-07-24T23:59:59+10:00',
        at('2025-06-30T14:00:00Z'),
      ),
    ).toBe(true);
    expect(withinWindow('2025-07-01', '2025-07-24', at('2025-07-24T13:59:00Z'))).toBe(true);
    expect(withinWindow('2025-07-01', '2025-07-24', at('2025-07-24T14:00:00Z'))).toBe(false);
  });

  it('hides the popup once closed, or after its expiry', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    expect(showPromoPopup(false, null, now)).toBe(true);
    expect(showPromoPopup(true, null, now)).toBe(false);
    expect(showPromoPopup(false, '2026-11-01', now)).toBe(false);
  });
});

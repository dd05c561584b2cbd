import { describe, expect, it } from 'vitest';

import { currentPopup, showPromoPopup, tileShows, withinWindow } from './promotions.ts';

const at = (s: string) => new Date(s);

describe('promotions (spec States)', () => {
  it('shows a tile only from its start to its expiry (+10:00)', () => {
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

  it('hides the popup once closed, before its start or after its expiry', () => {
    const now = at('2026-11-20T00:00:00Z');
    expect(showPromoPopup(false, {}, now)).toBe(true);
    expect(showPromoPopup(true, {}, now)).toBe(false);
    expect(showPromoPopup(false, { expiry_date: '2026-11-01' }, now)).toBe(false);
    expect(showPromoPopup(false, { start_date: '2026-12-01' }, now)).toBe(false);
    expect(
      showPromoPopup(false, { start_date: '2026-11-01', expiry_date: '2026-12-24' }, now),
    ).toBe(true);
  });

  it('shows a tile for its listed car conditions only', () => {
    const july = {
      start_date: '2025-07-01',
      expiry_date: '2025-07-24',
      car_conditions: ['used'] as const,
    };
    const inJuly = at('2025-07-10T00:00:00Z');
    expect(tileShows(july, inJuly, ['used'], ['new', 'used'])).toBe(true);
    expect(tileShows(july, inJuly, ['new'], ['new', 'used'])).toBe(false);
    expect(tileShows(july, inJuly, ['new', 'used'], ['new', 'used'])).toBe(false);
    // No condition chosen: what the site has in stock decides.
    expect(tileShows(july, inJuly, [], ['used'])).toBe(true);
    expect(tileShows(july, inJuly, [], ['new', 'used'])).toBe(false);
    expect(tileShows(july, inJuly, [], [])).toBe(false);
    // Outside its dates, never.
    expect(tileShows(july, at('2025-07-24T14:00:00Z'), ['used'], ['used'])).toBe(false);
    // A tile that lists no condition, on every search within its dates.
    expect(tileShows({}, inJuly, ['new'], ['new'])).toBe(true);
  });

  it('picks the first popup not yet expired', () => {
    const promos = [
      { id: 'tile', kind: 'tile' },
      { id: 'old', kind: 'popup', expiry_date: '2026-10-31' },
      { id: 'summer', kind: 'popup', expiry_date: '2026-12-24' },
    ];
    expect(currentPopup(promos, at('2026-11-20T00:00:00Z'))?.id).toBe('summer');
    expect(currentPopup(promos, at('2027-01-01T00:00:00Z'))).toBeNull();
  });
});

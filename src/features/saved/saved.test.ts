import { describe, expect, it } from 'vitest';

import { favouriteToast, toggle } from './saved.ts';

const car = (id: number) => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Kia',
  model: 'Rio',
  primary_image_url: null,
});

describe('saved lists (spec Entities, Errors)', () => {
  it('toggles a car in a list, keeping at most the limit (newest kept)', () => {
    expect(toggle([car(1)], car(2), 2)).toEqual({ list: [car(1), car(2)], saved: true });
    expect(toggle([car(1), car(2)], car(3), 2)).toEqual({ list: [car(2), car(3)], saved: true });
    expect(toggle([car(1), car(2)], car(1))).toEqual({ list: [car(2)], saved: false });
  });

  it("words the watchlist toasts with 'View List' to the garage, in the dealer's noun", () => {
    const cars = { garagePath: '/my-garage', noun: 'Car' };
    expect(favouriteToast(true, 'Kia Rio', cars)).toEqual({
      title: 'Car Saved In Watchlist',
      text: 'Kia Rio is now available in your watchlist',
      action: { label: 'View List', href: '/my-garage' },
    });
    expect(favouriteToast(false, 'Kia Rio', cars).title).toBe('Car Removed');
    const caravans = { garagePath: '/my-garage', noun: 'Caravan' };
    expect(favouriteToast(true, 'Jayco Starcraft', caravans).title).toBe(
      'Caravan Saved In Watchlist',
    );
    expect(favouriteToast(false, 'Jayco Starcraft', caravans).title).toBe('Caravan Removed');
  });
});

import { describe, expect, it } from 'vitest';

import { car, dealerConfig } from '../../../../tests/support/fixtures.ts';
import { soldPageView } from './sold-view.ts';

describe("a sold car's light page", () => {
  // 29 Oct 2026 14:00 UTC is 30 Oct in Sydney: the date is the dealer's.
  const sold = car({
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    year: 2022,
    km: 41250,
    status: 'sold',
    sold_date_timestamp: Date.parse('2026-10-29T14:00:00Z') / 1000,
  });

  it('names the car, says when it sold in the dealer’s calendar and watches its make and model', () => {
    expect(soldPageView(sold, dealerConfig())).toEqual({
      title: '2022 Toyota RAV4 GX (sold)',
      name: '2022 Toyota RAV4 GX',
      soldLine: 'This car was sold on 30 Oct 2026.',
      km: '41,250 km',
      alert: {
        search: '/search/new-used-and-demo-cars?make=Toyota&model=RAV4',
        label: 'Toyota RAV4',
      },
    });
  });

  it('uses the dealer’s noun and gives no odometer for a new car', () => {
    const view = soldPageView(
      { ...sold, car_type: 'new' },
      dealerConfig({ inventory: { noun: { singular: 'Caravan', plural: 'Caravans' } } }),
    );
    expect(view.soldLine).toBe('This caravan was sold on 30 Oct 2026.');
    expect(view.km).toBeNull();
  });
});

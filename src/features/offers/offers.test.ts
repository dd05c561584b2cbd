import { describe, expect, it } from 'vitest';

import { activeOffers } from './offers.ts';

const offer = (id: number, starts_at: string, expires_at: string) =>
  ({ id, starts_at, expires_at }) as Parameters<typeof activeOffers>[0][number];

describe('offers within their dates (spec §4)', () => {
  it('keeps only offers whose window holds now', () => {
    const now = new Date('2025-07-10T00:00:00+10:00');
    const list = [
      offer(1, '2025-07-01T00:00:00+10:00', '2025-07-24T23:59:59+10:00'),
      offer(2, '2025-07-11T00:00:00+10:00', '2025-07-24T23:59:59+10:00'),
      offer(3, '2025-06-01T00:00:00+10:00', '2025-07-09T23:59:59+10:00'),
    ];
    expect(activeOffers(list, now).map((o) => o.id)).toEqual([1]);
  });
});

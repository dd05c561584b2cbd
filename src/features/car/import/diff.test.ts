import { describe, expect, it } from 'vitest';

import { car } from '../../../../tests/support/fixtures.ts';
import { diffChangesNothing, diffStock, newEntry, type StockEntry } from './diff.ts';

const t0 = new Date('2026-11-20T00:00:00Z');
const t1 = new Date('2026-11-26T03:00:00Z');
const store = (entries: StockEntry[]) => new Map(entries.map((e) => [e.car.id, e]));

describe('the stock diff', () => {
  const a = car({ id: 1, stocknum: 'A1', slug: 'a-1' });
  const b = car({ id: 2, stocknum: 'B2', slug: 'b-2', price: 18_990 });
  const c = car({ id: 3, stocknum: 'C3', slug: 'c-3' });
  const before = store([newEntry(a, t0), newEntry(b, t0), newEntry(c, t0)]);

  it('adds a new car with its first-listed date and first price', () => {
    const d = car({ id: 4, stocknum: 'D4', slug: 'd-4', created_at: '2026-11-25T09:00:00+10:00' });
    const diff = diffStock(before, [a, b, c, d], t1);
    expect(diff.added).toEqual([{ id: 4, stocknum: 'D4' }]);
    expect(diff.next.at(-1)).toEqual({
      car: d,
      firstListedAt: '2026-11-24T23:00:00.000Z',
      prices: [{ at: '2026-11-24T23:00:00.000Z', price: 29_990 }],
    });
    expect(diff.unchanged).toBe(3);
  });

  it('lists each changed field before and after, and keeps a new price in the history', () => {
    const cut = { ...b, price: 17_490, km: 52_000 };
    const diff = diffStock(before, [a, cut, c], t1);
    expect(diff.changed).toEqual([
      {
        id: 2,
        stocknum: 'B2',
        fields: [
          { field: 'price', before: 18_990, after: 17_490 },
          { field: 'km', before: null, after: 52_000 },
        ],
      },
    ]);
    expect(diff.priceChanges).toEqual([{ id: 2, stocknum: 'B2', before: 18_990, after: 17_490 }]);
    const entry = diff.next.find((e) => e.car.id === 2)!;
    expect(entry.firstListedAt).toBe(before.get(2)!.firstListedAt);
    expect(entry.prices).toEqual([
      ...before.get(2)!.prices,
      { at: t1.toISOString(), price: 17_490 },
    ]);
  });

  it('makes a car the feed no longer has sold at the import’s time, and keeps it', () => {
    const diff = diffStock(before, [a, b], t1);
    expect(diff.sold).toEqual([{ id: 3, stocknum: 'C3' }]);
    const gone = diff.next.find((e) => e.car.id === 3)!;
    expect(gone.car).toMatchObject({
      status: 'sold',
      reserved: false,
      sold_date_timestamp: Math.floor(t1.getTime() / 1000),
      updated_at: t1.toISOString(),
    });
    expect(diff.next).toHaveLength(3);
    // The next import of the same feed: the sold car stays sold, nothing changes.
    const again = diffStock(store(diff.next), [a, b], new Date(t1.getTime() + 3_600_000));
    expect(diffChangesNothing(again)).toBe(true);
    expect(again.next.find((e) => e.car.id === 3)).toBe(gone);
  });

  it('changes nothing when the same feed comes twice', () => {
    const first = diffStock(before, [a, b, c], t1);
    expect(diffChangesNothing(first)).toBe(true);
    expect(first.unchanged).toBe(3);
    expect(first.next.map((e) => e.car.id)).toEqual([1, 2, 3]);
    first.next.forEach((e) => expect(e).toBe(before.get(e.car.id)));
  });

  it('follows the shown price: an offer price is a price change too', () => {
    const offer = { ...b, offer_price: 17_990 };
    const diff = diffStock(before, [a, offer, c], t1);
    expect(diff.priceChanges).toEqual([{ id: 2, stocknum: 'B2', before: 18_990, after: 17_990 }]);
    expect(diff.next[1]!.prices.at(-1)).toEqual({ at: t1.toISOString(), price: 17_990 });
  });

  it('starts a new car from the history its record brings, then keeps its own', () => {
    const history = [
      { at: '2026-10-01T00:00:00.000Z', price: 31_990 },
      { at: '2026-11-01T00:00:00.000Z', price: 29_990 },
    ];
    const d = car({
      id: 4,
      stocknum: 'D4',
      slug: 'd-4',
      price_history: history,
      first_listed_at: '2026-10-01T00:00:00.000Z',
    });
    const added = diffStock(before, [a, b, c, d], t1).next.at(-1)!;
    expect(added).toMatchObject({ firstListedAt: '2026-10-01T00:00:00.000Z', prices: history });
    expect(added.car).not.toHaveProperty('price_history');
    // The same record again, its history rewritten: nothing changed as far as the store goes.
    const again = diffStock(store([added]), [{ ...d, price_history: [] }], t1);
    expect(diffChangesNothing(again)).toBe(true);
    // A history that ends at another price than the record shows ends at the shown price now.
    const stale = car({
      id: 5,
      stocknum: 'E5',
      slug: 'e-5',
      price: 25_000,
      price_history: history,
    });
    expect(newEntry(stale, t1).prices.at(-1)).toEqual({ at: t1.toISOString(), price: 25_000 });
  });

  it('puts a car back on sale when the feed has it again', () => {
    const sold = diffStock(before, [a, b], t1);
    const back = diffStock(store(sold.next), [a, b, c], new Date(t1.getTime() + 86_400_000));
    expect(back.changed.map((x) => x.fields.map((f) => f.field).sort())).toEqual([
      ['sold_date_timestamp', 'status', 'updated_at'],
    ]);
    expect(back.next.find((e) => e.car.id === 3)!.car.status).toBe('in_stock');
  });
});

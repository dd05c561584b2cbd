import { describe, expect, it } from 'vitest';

import { parseFilter } from '~/features/search/filter-expr.ts';
import { featuredRequest, priceFilter, siteFilter } from '~/features/search/site-filter.ts';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { lazyClient, withCache } from './client.ts';
import type { SearchClient } from './search.ts';

const counting = () => {
  const calls: string[] = [];
  const client: SearchClient = {
    search: async (requests) => {
      calls.push(JSON.stringify(requests));
      return { results: [] };
    },
  };
  return { client, calls };
};
const req = (query: string) => [{ indexName: 'cars', params: { query } }];

describe('results cache (spec Calls)', () => {
  it('answers a repeated refinement from memory', async () => {
    const { client, calls } = counting();
    const cached = withCache(client, 10);
    await cached.search(req('a'));
    await cached.search(req('a'));
    expect(calls).toHaveLength(1);
  });

  it('drops the oldest when full', async () => {
    const { client, calls } = counting();
    const cached = withCache(client, 2);
    await cached.search(req('a'));
    await cached.search(req('b'));
    await cached.search(req('c'));
    expect(cached.cached).toBe(2);
    await cached.search(req('a'));
    expect(calls).toHaveLength(4);
    await cached.search(req('c'));
    expect(calls).toHaveLength(4);
  });

  it('does not keep a failed search', async () => {
    let fail = true;
    const cached = withCache(
      {
        search: async () => {
          if (fail) throw new Error('offline');
          return { results: [] };
        },
      },
      5,
    );
    await expect(cached.search(req('a'))).rejects.toThrow('offline');
    fail = false;
    await expect(cached.search(req('a'))).resolves.toEqual({ results: [] });
  });

  it('makes a lazy client once, on first search', async () => {
    let made = 0;
    const lazy = lazyClient(async () => {
      made++;
      return counting().client;
    });
    expect(made).toBe(0);
    await lazy.search(req('a'));
    await lazy.search(req('b'));
    expect(made).toBe(1);
  });

  it('warms a lazy client without searching, and tries again after a failed make', async () => {
    let made = 0;
    let warmed = 0;
    const { client, calls } = counting();
    const lazy = lazyClient(async () => {
      if (made++ === 0) throw new Error('offline');
      return { ...client, warm: () => void warmed++ };
    });
    lazy.warm!();
    await expect(lazy.search(req('a'))).rejects.toThrow('offline');
    lazy.warm!();
    await lazy.search(req('a'));
    expect([made, warmed, calls.length]).toEqual([2, 1, 1]);
  });

  it('the cache passes a warm-up on to its client', () => {
    let warmed = 0;
    const cached = withCache({ ...counting().client, warm: () => void warmed++ }, 5);
    cached.warm!();
    expect(warmed).toBe(1);
    expect(() => withCache(counting().client, 5).warm!()).not.toThrow();
  });
});

describe('site filters (spec Calls)', () => {
  it('combines stock, manufacturer and the dealer file filter', () => {
    const toyota = dealerConfig({
      dealerships: [{ id: 4101, slug: 'riverbend-toyota', name: 'Riverbend Toyota' }],
      brand: { manufacturer: { name: 'Toyota', slug: 'toyota' } },
      dealership_websites: ['Toyota'],
      search: { filter: 'item_type:=car' },
    });
    const f = siteFilter(toyota);
    expect(f).toBe(
      '(dealership_id:[4101]) && (car_type:=used || make:=`Toyota`) && (item_type:=car)',
    );
    const test = parseFilter(f);
    expect(test({ dealership_id: 4101, car_type: 'new', make: 'Toyota', item_type: 'car' })).toBe(
      true,
    );
    expect(test({ dealership_id: 4101, car_type: 'new', make: 'Mazda', item_type: 'car' })).toBe(
      false,
    );
    expect(test({ dealership_id: 4101, car_type: 'used', make: 'Mazda', item_type: 'car' })).toBe(
      true,
    );
    expect(test({ dealership_id: 9999, car_type: 'used', make: 'Mazda', item_type: 'car' })).toBe(
      false,
    );
  });

  it('leaves cars shown without a price out of price-ascending sorts where configured (spec Validation)', () => {
    expect(priceFilter('price:asc', true)).toBe('price:>10');
    expect(priceFilter('price:asc', false)).toBe('');
    expect(priceFilter('price:desc', true)).toBe('');
    // Any price range leaves out cars without a price, whatever the sort.
    expect(priceFilter('', false, ':5000')).toBe('price:>10');
    expect(priceFilter('year:desc', false, '10000:20000')).toBe('price:>10');
    expect(priceFilter('', false, ':')).toBe('');
  });

  it('asks for featured cars: in stock, more than one photo, used, 6', () => {
    const group = dealerConfig({
      dealerships: [4201, 4202, 4203, 4204].map((id) => ({ id, slug: `d-${id}`, name: `D ${id}` })),
    });
    const r = featuredRequest(group);
    expect(r.params.hitsPerPage).toBe(6);
    expect(r.params.filters).toBe(
      '((dealership_id:[4201,4202,4203,4204])) && (status:=in_stock) && (photos_count:>1) && (car_type:=used)',
    );
  });
});

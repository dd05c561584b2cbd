import { describe, expect, it } from 'vitest';

import { RANGE_ATTRIBUTES } from './groups.ts';
import { type Landing, siteLandings, typeLandings } from './landings.ts';
import type { SearchRecord } from './record.ts';
import { sameRoute, stateToUrl, urlToState, withoutPageIfFiltersChanged } from './routing.ts';

/** Spec Screens' default search. */
const HOME = 'new-used-and-demo-cars';
const toyota: Landing = { slug: 'toyota', refinements: { make: ['Toyota'] }, title: 'Toyota' };
const landings = new Map([...typeLandings(), toyota].map((l) => [l.slug, l]));
const lookup = (slug: string) => landings.get(slug);
const parse = (url: string) =>
  urlToState(new URL(url, 'https://x.com.au'), lookup, RANGE_ATTRIBUTES);

describe('search URL ⇄ state (spec Screens, States)', () => {
  it("ignores a form's empty 'Any' values (the home quick search)", () => {
    expect(parse('/search/new-used-and-demo-cars?make=&model=&price=:30000')).toEqual({
      refinements: {},
      ranges: { price: ':30000' },
    });
  });

  it('reads query, page, sortBy, one parameter per facet and ranges', () => {
    expect(
      parse(
        '/search/used-cars?query=hilux&page=3&sortBy=price:asc&make=Toyota&make=Mazda&price=10000:40000&km=:100000',
      ),
    ).toEqual({
      query: 'hilux',
      page: 3,
      sortBy: 'price:asc',
      refinements: { car_type: ['used'], make: ['Toyota', 'Mazda'] },
      ranges: { price: '10000:40000', km: ':100000' },
    });
  });

  it('puts the landing filter in the state', () => {
    expect(parse('/search/toyota')).toEqual({ refinements: { make: ['Toyota'] }, ranges: {} });
    expect(parse('/search/new-and-demo-cars')).toEqual({
      refinements: { car_type: ['new', 'demo'] },
      ranges: {},
    });
    expect(parse('/search/nowhere?body=suv')).toEqual({
      refinements: { body: ['suv'] },
      ranges: {},
    });
  });

  it('ignores junk parameters', () => {
    expect(parse('/search/new-used-and-demo-cars?price=cheap&Bad-Key=1&page=0')).toEqual({
      refinements: {},
      ranges: {},
    });
  });

  it('writes the landing path while its filter holds, else the default path', () => {
    expect(
      stateToUrl(
        { refinements: { make: ['Toyota'], body: ['suv'] }, ranges: {}, page: 2 },
        toyota,
        RANGE_ATTRIBUTES,
        HOME,
      ),
    ).toBe('/search/toyota?body=suv&page=2');
    expect(
      stateToUrl(
        { refinements: { body: ['suv'] }, ranges: { price: '5000:20000' } },
        toyota,
        RANGE_ATTRIBUTES,
        HOME,
      ),
    ).toBe(`/search/${HOME}?body=suv&price=5000%3A20000`);
    expect(
      stateToUrl(
        { refinements: { make: ['Toyota', 'Mazda'] }, ranges: {} },
        toyota,
        RANGE_ATTRIBUTES,
        HOME,
      ),
    ).toBe(`/search/${HOME}?make=Toyota&make=Mazda`);
    // A caravan yard's default search is in its noun.
    expect(
      stateToUrl(
        { refinements: { body: ['Pop Top'] }, ranges: {} },
        toyota,
        RANGE_ATTRIBUTES,
        'new-used-and-demo-caravans',
      ),
    ).toBe('/search/new-used-and-demo-caravans?body=Pop+Top');
  });

  it('round-trips: a copied URL gives the same state', () => {
    for (const url of [
      '/search/toyota?body=suv&page=2',
      '/search/used-cars?make=Kia&query=sportage&sortBy=year%3Adesc',
      `/search/${HOME}?fuel=Diesel&km=%3A50000`,
    ]) {
      const state = parse(url);
      const landing = lookup(new URL(url, 'https://x.com.au').pathname.split('/')[2]!)!;
      expect(parse(stateToUrl(state, landing, RANGE_ATTRIBUTES, HOME))).toEqual(state);
    }
  });

  it('drops the page when a filter or the query changes', () => {
    const before = { refinements: { make: ['Kia'] }, ranges: {}, page: 3 };
    expect(withoutPageIfFiltersChanged(before, { ...before })).toEqual(before);
    expect(
      withoutPageIfFiltersChanged(before, { ...before, refinements: { make: ['Kia', 'Ford'] } }),
    ).toEqual({ refinements: { make: ['Kia', 'Ford'] }, ranges: {} });
    expect(withoutPageIfFiltersChanged(before, { ...before, query: 'x' })).toEqual({
      refinements: { make: ['Kia'] },
      ranges: {},
      query: 'x',
    });
  });

  it('tells a route that asks for the same results, page included', () => {
    const a = { refinements: { body: ['suv'] }, ranges: {}, sortBy: 'year:desc', page: 2 };
    expect(sameRoute(a, { ...a })).toBe(true);
    expect(sameRoute(a, { ...a, page: 3 })).toBe(false);
    const { sortBy: _sort, ...unsorted } = a;
    const { page: _page, ...first } = a;
    expect(sameRoute(a, unsorted)).toBe(false);
    expect(sameRoute(first, { ...a, page: 1 })).toBe(true);
  });
});

describe('landings (spec Screens routes)', () => {
  const r = (
    make: string,
    model: string,
    body: string,
    dealership_name: string,
    location_name: string,
  ) => ({ make, model, body, dealership_name, location_name }) as SearchRecord;
  it('has types always, then dealerships, locations, makes, make/models and bodies with stock', () => {
    const records = [
      r('Toyota', 'RAV4', 'suv', 'Riverbend Toyota', 'Riverbend Sales'),
      r('Mazda', 'Mazda3', 'hatch', 'Riverbend Toyota', 'Riverbend Sales'),
    ];
    const list = siteLandings(
      records,
      [
        { slug: 'riverbend-toyota', name: 'Riverbend Toyota' },
        { slug: 'empty', name: 'Nobody' },
      ],
      [{ slug: 'riverbend-sales', name: 'Riverbend Sales' }],
    );
    expect(list.map((l) => l.slug)).toEqual([
      'new-used-and-demo-cars',
      'used-cars',
      'demo-cars',
      'new-cars',
      'new-and-demo-cars',
      'riverbend-toyota',
      'riverbend-sales',
      'mazda',
      'mazda/mazda3',
      'toyota',
      'toyota/rav4',
      'hatch',
      'suv',
    ]);
    expect(list.find((l) => l.slug === 'toyota/rav4')).toEqual({
      slug: 'toyota/rav4',
      refinements: { make: ['Toyota'], model: ['RAV4'] },
      title: 'Toyota RAV4',
    });
    expect(list.find((l) => l.slug === 'suv')).toEqual({
      slug: 'suv',
      refinements: { body: ['suv'] },
      title: 'SUV',
    });
  });
});

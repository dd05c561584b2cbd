import { describe, expect, it } from 'vitest';

import { similarSearchPath } from '~/features/content/links.ts';

import { car, dealerConfig } from '../../../tests/support/fixtures.ts';
import { buildLandings, buildSearchRecords } from '../search/records.server.ts';
import { alertSearchPath } from './criteria.ts';
import { alertLabel, alertMatcher, alertState } from './match.ts';

const config = dealerConfig();
const cars = [
  car({
    id: 1,
    make: 'Toyota',
    model: 'RAV4',
    car_type: 'used',
    price: 35000,
    body: 'suv',
    km: 40000,
  }),
  car({ id: 2, make: 'Toyota', model: 'RAV4', car_type: 'new', price: 48000, body: 'suv', km: 10 }),
  car({ id: 3, make: 'Toyota', model: 'Corolla', car_type: 'used', price: 22000, body: 'hatch' }),
  car({ id: 4, make: 'Kia', model: 'Sportage', car_type: 'used', price: 33000, body: 'suv' }),
  car({
    id: 5,
    make: 'Toyota',
    model: 'RAV4',
    car_type: 'used',
    price: 30000,
    status: 'sold',
    sold_date_timestamp: 1,
  }),
  car({
    id: 6,
    make: 'Toyota',
    model: 'RAV4',
    car_type: 'used',
    price: 31000,
    badge: 'Cruiser Hybrid',
    body: 'suv',
  }),
];
const records = buildSearchRecords(config, { listed: cars, models: [] });
const landings = buildLandings(config, { locations: [] }, records);
const found = (url: string) =>
  records.filter(alertMatcher(alertState(url, landings))).map((r) => r.id);

describe('alert matching', () => {
  it('a sold car’s alert finds cars in stock of its make and model, never a sold one', () => {
    expect(found(similarSearchPath('Toyota', 'RAV4'))).toEqual([1, 2, 6]);
  });

  it('reads a landing’s own refinements, the URL’s facets and its price range', () => {
    expect(found('/search/used-cars')).toEqual([1, 3, 4, 6]);
    expect(found('/search/used-cars?make=Toyota&price=:32000')).toEqual([3, 6]);
    expect(found('/search/new-used-and-demo-cars?price=33000:')).toEqual([1, 2, 4]);
    expect(
      found('/search/new-used-and-demo-cars?make=Toyota&make=Kia&body=suv&price=:34000'),
    ).toEqual([4, 6]);
  });

  it('needs every word of the text query in the car’s text fields', () => {
    expect(found('/search/new-used-and-demo-cars?query=rav4%20hybrid')).toEqual([6]);
    expect(found('/search/new-used-and-demo-cars?query=kia')).toEqual([4]);
    expect(found('/search/new-used-and-demo-cars?query=tesla')).toEqual([]);
  });

  it('says what it watches in words, never a raw code', () => {
    const words = (url: string) =>
      alertLabel(url, landings, 'Cars', (facet, v) =>
        facet === 'body' && v === 'suv' ? 'SUV' : v,
      );
    expect(words(similarSearchPath('Toyota', 'RAV4'))).toBe('Toyota, RAV4');
    expect(words('/search/used-cars?body=suv&price=:40000')).toBe('Used Cars, SUV, under $40,000');
    expect(words('/search/new-used-and-demo-cars?price=20000:30000')).toBe('$20,000 to $30,000');
    expect(words('/search/new-used-and-demo-cars')).toBe('All cars');
  });
});

describe('an alert’s search as kept', () => {
  it('keeps a search path and its sorted query, without the page number', () => {
    expect(alertSearchPath('/search/used-cars?page=3&model=RAV4&make=Toyota')).toBe(
      '/search/used-cars?make=Toyota&model=RAV4',
    );
    expect(alertSearchPath('/search/used-cars')).toBe('/search/used-cars');
  });

  it('refuses anything that is not a search on this site', () => {
    for (const bad of [
      'https://evil.example/search/x',
      '//evil.example/search/x',
      '/cars/x',
      '/search/x#y',
      '/search/\\evil',
      '/search/x\n',
      `/search/${'x'.repeat(600)}`,
      42,
      null,
    ])
      expect(alertSearchPath(bad)).toBeNull();
  });
});

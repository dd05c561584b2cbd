import { describe, expect, it } from 'vitest';

import {
  searchPath,
  similarSearchPath,
  typeRouteRedirects,
  typeSlug,
} from '~/features/content/links.ts';

import { typeLandings, typeLandingTitle } from './landings.ts';

const cars = { plural: 'Cars', used: 'Used' };

describe('type landing headings', () => {
  it("lists the site's types in the order New, Used, Demo, with the dealer's noun", () => {
    expect(typeLandingTitle([], { ...cars, typesInStock: ['demo', 'new', 'used'] })).toBe(
      'New, Used and Demo Cars',
    );
    expect(
      typeLandingTitle([], { plural: 'Caravans', used: 'Used', typesInStock: ['new', 'used'] }),
    ).toBe('New and Used Caravans');
  });

  it("a used-only dealer's stock is not called 'New, Used and Demo'", () => {
    expect(
      typeLandingTitle([], { plural: 'Cars', used: 'Pre-Owned', typesInStock: ['used'] }),
    ).toBe('Pre-Owned Cars');
  });

  it('a landing of given types names those types', () => {
    const words = { plural: 'Caravans', used: 'Used', typesInStock: ['used' as const] };
    expect(typeLandingTitle(['new', 'demo'], words)).toBe('New and Demo Caravans');
    expect(typeLandingTitle(['used'], words)).toBe('Used Caravans');
  });

  it('keeps the spec routes and refinements', () => {
    expect(typeLandings().map((l) => [l.slug, l.refinements, l.title])).toEqual([
      ['new-used-and-demo-cars', {}, 'New, Used and Demo Cars'],
      ['used-cars', { car_type: ['used'] }, 'Used Cars'],
      ['demo-cars', { car_type: ['demo'] }, 'Demo Cars'],
      ['new-cars', { car_type: ['new'] }, 'New Cars'],
      ['new-and-demo-cars', { car_type: ['new', 'demo'] }, 'New and Demo Cars'],
    ]);
  });
});

describe('type landing addresses in the stock noun', () => {
  it("are spec Screens' for a car dealer", () => {
    expect(searchPath()).toBe('/search/new-used-and-demo-cars');
    expect(searchPath('used', 'Cars')).toBe('/search/used-cars');
    expect(typeSlug('new-and-demo')).toBe('new-and-demo-cars');
    expect(similarSearchPath('Kia', 'Rio S')).toBe(
      '/search/new-used-and-demo-cars?make=Kia&model=Rio+S',
    );
    expect(typeRouteRedirects('Cars')).toEqual([]);
  });

  it("end in a caravan yard's noun, and spec Screens' addresses 301 to them", () => {
    const caravans = { plural: 'Caravans', used: 'Used', typesInStock: ['new' as const] };
    expect(typeLandings(caravans).map((l) => l.slug)).toEqual([
      'new-used-and-demo-caravans',
      'used-caravans',
      'demo-caravans',
      'new-caravans',
      'new-and-demo-caravans',
    ]);
    expect(similarSearchPath('Jayco', 'Starcraft', 'Caravans')).toBe(
      '/search/new-used-and-demo-caravans?make=Jayco&model=Starcraft',
    );
    expect(typeRouteRedirects('Caravans')).toEqual([
      { from: '/search/new-used-and-demo-cars', to: '/search/new-used-and-demo-caravans' },
      { from: '/search/used-cars', to: '/search/used-caravans' },
      { from: '/search/demo-cars', to: '/search/demo-caravans' },
      { from: '/search/new-cars', to: '/search/new-caravans' },
      { from: '/search/new-and-demo-cars', to: '/search/new-and-demo-caravans' },
    ]);
    expect(searchPath('all', 'Motor Homes')).toBe('/search/new-used-and-demo-motor-homes');
  });
});

describe('type landings of the types a dealer sells', () => {
  it('a used-only dealer has the all-stock and used landings, and nothing new or demo', () => {
    expect(typeLandings({ ...cars, typesInStock: ['used'] }, ['used']).map((l) => l.slug)).toEqual([
      'new-used-and-demo-cars',
      'used-cars',
    ]);
  });

  it('a dealer of new and demo stock has no used landing; one of used and demo, no new one', () => {
    const slugs = (sold: ('new' | 'demo' | 'used')[]) =>
      typeLandings({ ...cars, typesInStock: sold }, sold).map((l) => l.slug);
    expect(slugs(['new', 'demo'])).toEqual([
      'new-used-and-demo-cars',
      'demo-cars',
      'new-cars',
      'new-and-demo-cars',
    ]);
    expect(slugs(['used', 'demo'])).toEqual(['new-used-and-demo-cars', 'used-cars', 'demo-cars']);
  });

  it('the addresses of types not sold 301 to all the stock, in either noun', () => {
    expect(typeRouteRedirects('Cars', ['used'])).toEqual([
      { from: '/search/demo-cars', to: '/search/new-used-and-demo-cars' },
      { from: '/search/new-cars', to: '/search/new-used-and-demo-cars' },
      { from: '/search/new-and-demo-cars', to: '/search/new-used-and-demo-cars' },
    ]);
    expect(typeRouteRedirects('Caravans', ['new', 'used'])).toEqual([
      { from: '/search/new-used-and-demo-cars', to: '/search/new-used-and-demo-caravans' },
      { from: '/search/used-cars', to: '/search/used-caravans' },
      { from: '/search/demo-cars', to: '/search/new-used-and-demo-caravans' },
      { from: '/search/demo-caravans', to: '/search/new-used-and-demo-caravans' },
      { from: '/search/new-cars', to: '/search/new-caravans' },
      { from: '/search/new-and-demo-cars', to: '/search/new-used-and-demo-caravans' },
      { from: '/search/new-and-demo-caravans', to: '/search/new-used-and-demo-caravans' },
    ]);
  });
});

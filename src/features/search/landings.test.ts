import { describe, expect, it } from 'vitest';

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

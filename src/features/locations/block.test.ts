import { describe, expect, it } from 'vitest';

import { directionsUrl, filterLocations, gridClasses, sameAddress } from './block.ts';

const at = (street: string) => ({
  street,
  city: 'Parramatta',
  state: 'NSW' as const,
  postcode: '2150',
  lat: -33.82,
  long: 151.0,
});
const loc = (
  id: number,
  name: string,
  location_type: 'sales' | 'service' | 'parts' | '',
  extra: { primary?: boolean; visible?: boolean; street?: string } = {},
) => ({
  id,
  name,
  location_type,
  primary: extra.primary ?? false,
  visible: extra.visible ?? true,
  address: at(extra.street ?? '64 Church Street'),
});
const all = [
  loc(3, 'Riverbend Toyota Service', 'service'),
  loc(1, 'Riverbend Toyota Sales', 'sales', { primary: true }),
  loc(2, 'Riverbend Toyota Parts', 'parts'),
  loc(4, 'Hidden Yard', 'sales', { visible: false, street: '1 Other Road' }),
  loc(5, 'Auburn Used Cars', 'sales', { street: '9 Parramatta Road' }),
];
const names = (ls: { name: string }[]) => ls.map((l) => l.name);

describe('location block filter (spec Screens)', () => {
  it('all: every visible location, by name', () => {
    expect(names(filterLocations(all, 'all'))).toEqual([
      'Auburn Used Cars',
      'Riverbend Toyota Parts',
      'Riverbend Toyota Sales',
      'Riverbend Toyota Service',
    ]);
  });
  it('primary: the primary location, else the first by name', () => {
    expect(names(filterLocations(all, 'primary'))).toEqual(['Riverbend Toyota Sales']);
    const none = all.map((l) => ({ ...l, primary: false }));
    expect(names(filterLocations(none, 'primary'))).toEqual(['Auburn Used Cars']);
    expect(filterLocations([], 'primary')).toEqual([]);
  });
  it('by type, service-and-parts, and by id (hidden locations never show)', () => {
    expect(names(filterLocations(all, 'sales'))).toEqual([
      'Auburn Used Cars',
      'Riverbend Toyota Sales',
    ]);
    expect(names(filterLocations(all, 'service'))).toEqual(['Riverbend Toyota Service']);
    expect(names(filterLocations(all, 'parts'))).toEqual(['Riverbend Toyota Parts']);
    expect(names(filterLocations(all, 'service-and-parts'))).toEqual([
      'Riverbend Toyota Parts',
      'Riverbend Toyota Service',
    ]);
    expect(names(filterLocations(all, 2))).toEqual(['Riverbend Toyota Parts']);
    expect(filterLocations(all, 4)).toEqual([]);
  });
});

describe('location grid widths (spec Constants)', () => {
  it('fewer than 3: 5; 3: wide-large 4; more than 3: wide-large 4 and extra-large 3', () => {
    expect(gridClasses(1)).toBe('lg-5');
    expect(gridClasses(2)).toBe('lg-5');
    expect(gridClasses(3)).toBe('lg-4');
    expect(gridClasses(4)).toBe('lg-4 xl-3');
    expect(gridClasses(5)).toBe('lg-4 xl-3');
  });
});

describe('location-type selector', () => {
  it('lists the visible locations at the same street address, sales then service then parts', () => {
    expect(names(sameAddress(all[0]!, all))).toEqual([
      'Riverbend Toyota Sales',
      'Riverbend Toyota Service',
      'Riverbend Toyota Parts',
    ]);
    expect(names(sameAddress(all[4]!, all))).toEqual(['Auburn Used Cars']);
  });
});

describe('directions', () => {
  it('uses the place link when it is https, else a directions link to the coordinates', () => {
    const l = { address: { ...at('1 A St'), place_url: 'https://maps.google.com/?cid=1' } };
    expect(directionsUrl(l)).toBe('https://maps.google.com/?cid=1');
    expect(directionsUrl({ address: { ...at('1 A St'), place_url: 'javascript:alert(1)' } })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.82,151',
    );
  });
});

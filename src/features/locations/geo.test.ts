import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { postcodeCentres } from '~/services/geocoder/embedded.server.ts';
import { australianPostcodeCentres } from '~/services/geocoder/embedded.server.ts';

import {
  byDistance,
  distanceKm,
  EARTH_RADIUS_KM,
  formatKm,
  INVALID_POSTCODE,
  nearest,
  nearestToPostcode,
} from './geo.ts';

const sydney = { lat: -33.8688, long: 151.2093 };
const melbourne = { lat: -37.8136, long: 144.9631 };

describe('distance (spec Constants haversine, Earth radius 6371 km)', () => {
  it('measures Sydney to Melbourne at about 714 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(distanceKm(sydney, melbourne)).toBeCloseTo(713.4, 0);
    expect(distanceKm(sydney, sydney)).toBe(0);
  });

  it('is symmetric and never negative (property)', () => {
    const point = fc.record({
      lat: fc.double({ min: -44, max: -10, noNaN: true }),
      long: fc.double({ min: 112, max: 154, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeCloseTo(distanceKm(b, a), 6);
      }),
    );
  });
});

describe('nearest location to a postcode', () => {
  const locations = [
    { name: 'Parramatta', address: { lat: -33.8218, long: 151.0036 } },
    { name: 'Ringwood', address: { lat: -37.8131, long: 145.2268 } },
    { name: 'Osborne Park', address: { lat: -31.9006, long: 115.8136 } },
  ];

  it('finds the closest', () => {
    expect(nearest(locations, melbourne)?.location.name).toBe('Ringwood');
    expect(nearest([], melbourne)).toBeNull();
  });

  it('looks the postcode up in the Australian postcode data', () => {
    const centres = australianPostcodeCentres();
    expect(centres.size).toBeGreaterThan(2500);
    expect(nearestToPostcode(locations, '3000', centres)).toMatchObject({
      location: { name: 'Ringwood' },
    });
    expect(nearestToPostcode(locations, '6000', centres)).toMatchObject({
      location: { name: 'Osborne Park' },
    });
    expect(nearestToPostcode(locations, '2150', centres)).toMatchObject({
      location: { name: 'Parramatta' },
    });
  });

  it("answers 'Invalid postcode' for a postcode with no place", () => {
    expect(nearestToPostcode(locations, '9999', postcodeCentres([]))).toEqual({
      error: INVALID_POSTCODE,
    });
    expect(INVALID_POSTCODE).toBe('Invalid postcode');
  });

  it('averages the places of a postcode', () => {
    const c = postcodeCentres([
      { postcode: '1', lat: -30, long: 150 },
      { postcode: '1', lat: -32, long: 152 },
      { postcode: '2', lat: 0, long: 0 },
    ]);
    expect(c.get('1')).toEqual({ lat: -31, long: 151 });
    expect(c.has('2')).toBe(false);
  });
});

describe('locations by distance', () => {
  const yards = [
    { name: 'Geelong', address: { lat: -38.1499, long: 144.3617 } },
    { name: 'Dandenong', address: { lat: -37.9875, long: 145.2149 } },
    { name: 'Ringwood', address: { lat: -37.8136, long: 145.2286 } },
  ];
  it('orders nearest first with the distance, and formats it', () => {
    const fromRingwood = byDistance(yards, { lat: -37.815, long: 145.23 });
    expect(fromRingwood.map((x) => x.location.name)).toEqual(['Ringwood', 'Dandenong', 'Geelong']);
    expect(fromRingwood[0]!.km).toBeLessThan(1);
    expect(formatKm(fromRingwood[1]!.km)).toBe('19 km');
    expect(formatKm(3.44)).toBe('3.4 km');
    expect(formatKm(1204.4)).toBe('1,204 km');
  });
});

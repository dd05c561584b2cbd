import { describe, expect, it } from 'vitest';

import { staticMap, TILE, tilePosition, tileUrl, VIEW } from './static-map.ts';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('static map', () => {
  it('numbers tiles as the slippy-map scheme does', () => {
    // The equator and the prime meridian meet at the middle of the world at every zoom.
    expect(tilePosition(0, 0, 15)).toEqual({ x: 16384, y: 16384 });
    // Web Mercator's edge (85.0511° S) is the bottom of the last row; 180° E the right edge.
    expect(tilePosition(-85.05112878, 180, 3).y).toBeCloseTo(8, 5);
    expect(tilePosition(0, 180, 3).x).toBe(8);
    // A tile's north and south edges (the inverse: lat = atan(sinh(π(1 − 2y/n)))) hold the point.
    const p = tilePosition(-33.815, 151.0011, 15);
    const edge = (y: number) =>
      (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** 15))) * 180) / Math.PI;
    expect(edge(Math.floor(p.y))).toBeGreaterThan(-33.815);
    expect(edge(Math.floor(p.y) + 1)).toBeLessThan(-33.815);
    expect(Math.floor(p.x)).toBe(30128);
  });

  it('fills a tile template', () => {
    expect(tileUrl(OSM, 15, 30128, 19667)).toBe(
      'https://tile.openstreetmap.org/15/30128/19667.png',
    );
    expect(tileUrl('https://{s}.t.example/{z}/{x}/{y}{r}.png?k=1', 3, 1, 2)).toBe(
      'https://a.t.example/3/1/2.png?k=1',
    );
  });

  it.each([
    [-33.815, 151.0011],
    [-27.4698, 153.0251],
    [-31.9523, 115.8613],
    [-42.8821, 147.3272],
  ])('centres the place at %f, %f and covers the whole view with tiles', (lat, long) => {
    const m = staticMap(lat, long, OSM);
    const [x, y, w, h] = m.viewBox.split(' ').map(Number) as [number, number, number, number];
    expect([w, h]).toEqual([VIEW.width, VIEW.height]);
    expect(x + w / 2).toBeCloseTo(m.point.x, 0);
    expect(y + h / 2).toBeCloseTo(m.point.y, 0);
    const left = Math.min(...m.tiles.map((t) => t.x));
    const top = Math.min(...m.tiles.map((t) => t.y));
    const right = Math.max(...m.tiles.map((t) => t.x + TILE));
    const bottom = Math.max(...m.tiles.map((t) => t.y + TILE));
    expect(x).toBeGreaterThanOrEqual(left);
    expect(y).toBeGreaterThanOrEqual(top);
    expect(x + w).toBeLessThanOrEqual(right);
    expect(y + h).toBeLessThanOrEqual(bottom);
    // The tile under the pin is the one the point falls in.
    const under = m.tiles.find(
      (t) =>
        m.point.x >= t.x && m.point.x < t.x + TILE && m.point.y >= t.y && m.point.y < t.y + TILE,
    )!;
    const p = tilePosition(lat, long, 15);
    expect(under.url).toBe(tileUrl(OSM, 15, Math.floor(p.x), Math.floor(p.y)));
  });
});

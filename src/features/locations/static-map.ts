/**
 * A map of one place drawn without script: the map tiles around it as an SVG picture whose view
 * box centres the place, and a pin on it. The browser loads the tiles (from the dealer file's
 * tile server, which the CSP allows); positions are SVG attributes, not style attributes, which
 * the CSP refuses. Web Mercator tile numbering (the slippy-map scheme every tile server uses).
 */
export const TILE = 256;
/** Columns and rows of tiles drawn: enough to fill `VIEW` around any point. */
const COLS = 4;
const ROWS = 2;
/** The window shown, in tile pixels: the point at its centre, COLS × ROWS tiles always covering it. */
export const VIEW = { width: 768, height: 256 } as const;

export interface StaticMap {
  zoom: number;
  /** Each tile's URL and where it sits, in the SVG's pixel space. */
  tiles: { url: string; x: number; y: number }[];
  /** The place, in the same space (the view box's centre). */
  point: { x: number; y: number };
  viewBox: string;
}

/** The fractional tile position of a point at a zoom. */
export function tilePosition(lat: number, long: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: ((long + 180) / 360) * n,
    y: ((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n,
  };
}

/** A tile's URL from the template: {z}/{x}/{y}, {s} the first subdomain, {r} no retina suffix. */
export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  return template
    .replace('{s}', 'a')
    .replace('{r}', '')
    .replace('{z}', String(zoom))
    .replace('{x}', String(x))
    .replace('{y}', String(y));
}

/** The tiles around a point at a zoom (street level by default) and the view box that centres it. */
export function staticMap(lat: number, long: number, template: string, zoom = 15): StaticMap {
  const at = tilePosition(lat, long, zoom);
  // The first column and row: the point falls in the block's middle, at least half the view
  // from each edge (round() puts it within half a tile of the block's middle line).
  const col0 = Math.round(at.x) - COLS / 2;
  const row0 = Math.round(at.y) - ROWS / 2;
  const point = { x: (at.x - col0) * TILE, y: (at.y - row0) * TILE };
  const tiles: StaticMap['tiles'] = [];
  const n = 2 ** zoom;
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++) {
      const x = (((col0 + c) % n) + n) % n;
      tiles.push({ url: tileUrl(template, zoom, x, row0 + r), x: c * TILE, y: r * TILE });
    }
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    zoom,
    tiles,
    point: { x: round(point.x), y: round(point.y) },
    viewBox: [
      round(point.x - VIEW.width / 2),
      round(point.y - VIEW.height / 2),
      VIEW.width,
      VIEW.height,
    ].join(' '),
  };
}

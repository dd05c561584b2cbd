import type { Point } from '~/services/geocoder/geocoder.ts';

/** Postcodes are looked up in ten small files, one per first digit (0 NT, 2 NSW, 3 VIC…). */
export const shardOf = (postcode: string) => postcode[0]!;

/** One shard's file: postcode → [lat, long] to 3 decimals (about 100 m, plenty for "nearest"). */
export function shardJson(centres: ReadonlyMap<string, Point>, digit: string): string {
  const out: Record<string, [number, number]> = {};
  for (const [code, p] of [...centres].sort(([a], [b]) => a.localeCompare(b)))
    if (/^\d{4}$/.test(code) && shardOf(code) === digit)
      out[code] = [Math.round(p.lat * 1000) / 1000, Math.round(p.long * 1000) / 1000];
  return JSON.stringify(out);
}

/** The digits that have postcodes. */
export function shardDigits(centres: ReadonlyMap<string, Point>): string[] {
  return [...new Set([...centres.keys()].filter((c) => /^\d{4}$/.test(c)).map(shardOf))].sort();
}

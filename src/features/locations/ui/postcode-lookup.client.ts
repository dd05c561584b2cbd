import type { Point } from '~/services/geocoder/geocoder.ts';

import { shardOf } from '../postcode-shards.ts';

export type Lookup = { kind: 'found'; point: Point } | { kind: 'not-found' } | { kind: 'error' };

const shards = new Map<string, Promise<Record<string, [number, number]>>>();

/** The embedded lookup: the postcode's first digit's file under /postcodes/, fetched once. */
export async function embeddedLookup(postcode: string): Promise<Lookup> {
  const digit = shardOf(postcode);
  let shard = shards.get(digit);
  if (!shard) {
    shard = fetch(`/postcodes/${digit}.json`).then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<Record<string, [number, number]>>;
    });
    shards.set(digit, shard);
    shard.catch(() => shards.delete(digit));
  }
  try {
    const hit = (await shard)[postcode];
    return hit ? { kind: 'found', point: { lat: hit[0], long: hit[1] } } : { kind: 'not-found' };
  } catch {
    return { kind: 'error' };
  }
}

/**
 * The configured geocoder through our server (/api/geocode, which holds the key); when it is busy
 * or down the embedded data answers instead.
 */
export async function serverLookup(postcode: string): Promise<Lookup> {
  try {
    const res = await fetch(`/api/geocode?postcode=${postcode}`);
    if (res.ok) return { kind: 'found', point: (await res.json()) as Point };
    if (res.status === 404) return { kind: 'not-found' };
  } catch {
    // Network trouble: fall through to the embedded data.
  }
  return embeddedLookup(postcode);
}

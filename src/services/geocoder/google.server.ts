import { busy, isBusy, unreachable } from '../outage.ts';
import type { Geocoded, Geocoder } from './geocoder.ts';

export interface GoogleGeocoderOptions {
  /** The Geocoding API endpoint, from the dealer file (never from a request). */
  url: string;
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface GoogleAnswer {
  status?: string;
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
  error_message?: string;
}

/**
 * The Google Geocoding API's postal-code lookup (spec Calls: GET by postal_code with country AU):
 * `components=postal_code:NNNN|country:AU`. Reads `status` (OK, ZERO_RESULTS, OVER_QUERY_LIMIT,
 * OVER_DAILY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, UNKNOWN_ERROR) and the first result's
 * `geometry.location`. HTTP 429 and 5xx, a timeout or an unreadable answer are "unavailable".
 */
export function googleGeocoder(opts: GoogleGeocoderOptions): Geocoder {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 4000;
  return async (postcode: string): Promise<Geocoded> => {
    const url = new URL(opts.url);
    url.searchParams.set('components', `postal_code:${postcode}|country:AU`);
    url.searchParams.set('key', opts.key);
    let res: Response;
    try {
      res = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      return unreachable(e);
    }
    if (isBusy(res.status)) return busy(res);
    let body: GoogleAnswer;
    try {
      body = (await res.json()) as GoogleAnswer;
    } catch {
      return { kind: 'unavailable', retryAfter: 60, reason: 'unreadable answer' };
    }
    switch (body.status) {
      case 'OK': {
        const loc = body.results?.[0]?.geometry?.location;
        const lat = Number(loc?.lat);
        const long = Number(loc?.lng);
        if (!Number.isFinite(lat) || !Number.isFinite(long) || Math.abs(lat) > 90)
          return { kind: 'unavailable', retryAfter: 60, reason: 'answer without a location' };
        return { kind: 'found', point: { lat, long } };
      }
      case 'ZERO_RESULTS':
        return { kind: 'not-found' };
      case 'OVER_QUERY_LIMIT':
        return { kind: 'unavailable', retryAfter: 60, reason: 'OVER_QUERY_LIMIT' };
      case 'OVER_DAILY_LIMIT':
        return { kind: 'unavailable', retryAfter: 3600, reason: 'OVER_DAILY_LIMIT' };
      case 'UNKNOWN_ERROR':
        return { kind: 'unavailable', retryAfter: 30, reason: 'UNKNOWN_ERROR' };
      default:
        return { kind: 'refused', reason: body.status ?? `HTTP ${res.status}` };
    }
  };
}

/** Keeps the last `size` answers that are facts (found, not found), so repeats cost no call. */
export function cachedGeocoder(lookup: Geocoder, size = 1000): Geocoder {
  const cache = new Map<string, Geocoded>();
  return async (postcode) => {
    const hit = cache.get(postcode);
    if (hit) return hit;
    const answer = await lookup(postcode);
    if (answer.kind === 'found' || answer.kind === 'not-found') {
      cache.set(postcode, answer);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
    }
    return answer;
  };
}

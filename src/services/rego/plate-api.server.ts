import type { BodyType } from '~/catalogue/car.schema.ts';

import { busy, isBusy, unreachable } from '../outage.ts';
import { AU_STATES, normalisePlate, type RegoAnswer, type RegoLookup } from './rego.ts';

export interface PlateApiOptions {
  /** The API's base address, from the dealer file (never from a request). */
  url: string;
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The body types the API names, as ours. */
const BODIES: Record<string, BodyType> = {
  hatchback: 'hatch',
  hatch: 'hatch',
  sedan: 'sedan',
  wagon: 'wagon',
  suv: 'suv',
  'sports utility': 'suv',
  utility: 'ute',
  ute: 'ute',
  'cab chassis': 'cabChassis',
  van: 'van',
  'people mover': 'peopleMover',
  coupe: 'coupe',
  convertible: 'convertible',
  bus: 'bus',
};

interface PlateApiAnswer {
  registration?: { plate?: unknown; state?: unknown };
  vehicle?: {
    year?: unknown;
    make?: unknown;
    model?: unknown;
    badge?: unknown;
    series?: unknown;
    body_type?: unknown;
    transmission?: unknown;
    fuel_type?: unknown;
    colour?: unknown;
  };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 80) : null);

/**
 * A commercial Australian plate-lookup API: `GET {url}/registrations/{plate}?region=au&state={state}`
 * with `Authorization: Bearer {key}`. 200 answers `{ registration: { plate, state, expiry },
 * vehicle: { year, make, model, badge, series, body_type, transmission, fuel_type, colour } }`;
 * 404 is no such plate; 401 and 403 a bad key; 429 (Retry-After) and 5xx, a timeout or an
 * unreadable answer are "unavailable".
 */
export function plateApiLookup(opts: PlateApiOptions): RegoLookup {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 5000;
  return async (plate, state): Promise<RegoAnswer> => {
    const url = new URL(
      `${opts.url.replace(/\/$/, '')}/registrations/${encodeURIComponent(normalisePlate(plate))}`,
    );
    url.searchParams.set('region', 'au');
    url.searchParams.set('state', state);
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: { Authorization: `Bearer ${opts.key}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      return unreachable(e);
    }
    if (res.status === 404) return { kind: 'not-found' };
    if (isBusy(res.status)) return busy(res);
    if (!res.ok) return { kind: 'refused', reason: `HTTP ${res.status}` };
    let body: PlateApiAnswer;
    try {
      body = (await res.json()) as PlateApiAnswer;
    } catch {
      return { kind: 'unavailable', retryAfter: 60, reason: 'unreadable answer' };
    }
    const v = body.vehicle;
    const year = Number(v?.year);
    const make = text(v?.make);
    const model = text(v?.model);
    if (!v || !Number.isInteger(year) || year < 1950 || year > 2100 || !make || !model)
      return { kind: 'unavailable', retryAfter: 60, reason: 'answer without a vehicle' };
    const answeredState = AU_STATES.find((s) => s === body.registration?.state) ?? state;
    return {
      kind: 'found',
      vehicle: {
        plate: normalisePlate(plate),
        state: answeredState,
        year,
        make,
        model,
        badge: text(v.badge),
        series: text(v.series),
        body: BODIES[String(v.body_type ?? '').toLowerCase()] ?? null,
        transmission: text(v.transmission),
        fuel: text(v.fuel_type),
        colour: text(v.colour),
      },
    };
  };
}

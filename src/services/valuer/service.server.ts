import { busy, unreachable } from '../outage.ts';
import {
  type DealerCosts,
  tradeFigures,
  type Valuation,
  type ValuationRequest,
  type Valuer,
} from './valuer.ts';

export interface ValuationServiceOptions {
  /** The service's base address, from the dealer file (never from a request). */
  url: string;
  key: string;
  costs: DealerCosts;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface ServiceAnswer {
  valuation?: {
    retail?: { value?: unknown; low?: unknown; high?: unknown };
    sample_size?: unknown;
    region?: unknown;
    as_at?: unknown;
  };
  error?: { code?: unknown };
}

const money = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/**
 * A Redbook- or AutoGrab-style valuation service: `POST {url}/valuations` with
 * `x-api-key: {key}` and `{ year, make, model, badge, odometer_km, state }`. 200 answers
 * `{ valuation: { retail: { value, low, high }, sample_size, region, as_at } }`, the market's
 * retail value of that car at those km; 404 (`vehicle_not_found`) and 422
 * (`insufficient_market_data`) mean it cannot value the car; 401 and 403 a bad key; 429
 * (Retry-After), 5xx, a timeout or an unreadable answer are "unavailable". The condition answers
 * and the dealer's costs then come off by the same rules as the embedded valuer's.
 */
export function serviceValuer(opts: ValuationServiceOptions): Valuer {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 8000;
  return async (request: ValuationRequest): Promise<Valuation> => {
    let res: Response;
    try {
      res = await doFetch(`${opts.url.replace(/\/$/, '')}/valuations`, {
        method: 'POST',
        headers: {
          'x-api-key': opts.key,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({
          year: request.vehicle.year,
          make: request.vehicle.make,
          model: request.vehicle.model,
          badge: request.vehicle.badge,
          odometer_km: request.kms,
          state: request.state,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      return unreachable(e);
    }
    if (res.status === 404 || res.status === 422) return { kind: 'no-figure', reason: 'too-few' };
    if (!res.ok) return busy(res);
    let body: ServiceAnswer;
    try {
      body = (await res.json()) as ServiceAnswer;
    } catch {
      return { kind: 'unavailable', retryAfter: 60, reason: 'unreadable answer' };
    }
    const retail = body.valuation?.retail;
    const value = money(retail?.value);
    const samples = Number(body.valuation?.sample_size);
    if (!value) return { kind: 'unavailable', retryAfter: 60, reason: 'answer without a value' };
    const region = request.state === body.valuation?.region ? request.state : 'Australia';
    const asAt = String(body.valuation?.as_at ?? '');
    return {
      kind: 'estimate',
      estimate: {
        ...tradeFigures(
          { value, low: money(retail?.low) ?? value, high: money(retail?.high) ?? value },
          request.answers,
          opts.costs,
        ),
        marketValue: Math.round(value / 100) * 100,
        comparables: Number.isInteger(samples) && samples > 0 ? samples : 0,
        region,
        marketTo: /^\d{4}-\d{2}-\d{2}/.test(asAt) ? asAt.slice(0, 10) : '',
        source: 'service',
      },
    };
  };
}

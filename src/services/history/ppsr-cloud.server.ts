import { busy, isBusy, unreachable } from '../outage.ts';
import type { HistoryAnswer, HistorySearch } from './history.ts';
import { normaliseVin } from './history.ts';

export interface PpsrCloudOptions {
  /** The provider's base address, from the dealer file (never from a request). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Our reference on each search, as the provider's statements list it (the dealer's slug). */
  reference: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** What the provider wraps every answer in. */
interface Envelope<T> {
  resource?: T | null;
  errors?: { code?: unknown; errorDescription?: unknown }[] | null;
  hasError?: boolean;
}

/** A motor-vehicle search's result, in the provider's words (only what we read). */
interface MvSearchResult {
  searchCertificateNumber?: unknown;
  searchNumber?: unknown;
  securityInterestExists?: unknown;
  resultCount?: unknown;
  nevdisWrittenOff?: unknown;
  nevdisStolen?: unknown;
}

const flag = (v: unknown) => (typeof v === 'boolean' ? v : null);

/**
 * A PPSR search provider's B2B API (PPSR Cloud): an OAuth 2 client-credentials token from
 * `POST {url}/connect/token` (scope `integrationaccess`), kept until a minute before it expires;
 * then `POST {url}/api/b2b/ausearch/submit-mv` with `{ vin, customerRequestId, reference }`, a
 * synchronous search of the register by serial number. Every answer is `{ resource, errors:
 * [{ code, errorDescription }], hasError }`; the resource names the certificate
 * (`searchCertificateNumber`), whether a security interest is registered
 * (`securityInterestExists`), and NEVDIS's `nevdisWrittenOff` and `nevdisStolen` (null when
 * NEVDIS had no answer). 401 drops the token and asks for one more; 401 or 403 again, other 4xx
 * and an answer with `hasError` are refused; 429 (Retry-After), 5xx, a timeout or an unreadable
 * answer are unavailable.
 */
export function ppsrCloudSearch(opts: PpsrCloudOptions): HistorySearch {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const base = opts.url.replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;

  /** A bearer token, or the answer to give instead of searching. */
  async function bearer(now: number): Promise<string | HistoryAnswer> {
    if (token && now < token.until) return token.value;
    let res: Response;
    try {
      res = await doFetch(`${base}/connect/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: 'integrationaccess',
          client_id: opts.clientId,
          client_secret: opts.clientSecret,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      return unreachable(e);
    }
    if (isBusy(res.status)) return busy(res);
    if (!res.ok) return { kind: 'refused', reason: `token: HTTP ${res.status}` };
    const body = (await res.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
    } | null;
    if (typeof body?.access_token !== 'string' || !body.access_token)
      return { kind: 'unavailable', retryAfter: 60, reason: 'token: unreadable answer' };
    const life = Number(body.expires_in);
    token = {
      value: body.access_token,
      until: now + (Number.isFinite(life) && life > 120 ? life - 60 : 60) * 1000,
    };
    return token.value;
  }

  async function search(vin: string, now: Date, retried: boolean): Promise<HistoryAnswer> {
    const auth = await bearer(Date.now());
    if (typeof auth !== 'string') return auth;
    let res: Response;
    try {
      res = await doFetch(`${base}/api/b2b/ausearch/submit-mv`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${auth}`,
        },
        body: JSON.stringify({
          vin,
          customerRequestId: `${opts.reference}-${vin}-${now.getTime()}`,
          reference: opts.reference,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      return unreachable(e);
    }
    if (res.status === 401 && !retried) {
      token = null;
      return search(vin, now, true);
    }
    if (isBusy(res.status)) return busy(res);
    const body = (await res.json().catch(() => null)) as Envelope<MvSearchResult> | null;
    if (!res.ok || body?.hasError) {
      const codes = (body?.errors ?? [])
        .map((e) => (typeof e.code === 'number' ? e.code : null))
        .filter((c) => c !== null);
      return {
        kind: 'refused',
        reason: `HTTP ${res.status}${codes.length ? ` (error ${codes.join(', ')})` : ''}`,
      };
    }
    const found = body?.resource;
    const certificate = found?.searchCertificateNumber ?? found?.searchNumber;
    if (!found || typeof certificate !== 'string' || !certificate.trim())
      return { kind: 'unavailable', retryAfter: 60, reason: 'answer without a certificate' };
    return {
      kind: 'found',
      check: {
        searchedAt: now.toISOString(),
        certificate: certificate.trim().slice(0, 40),
        financeOwing:
          found.securityInterestExists === true ||
          (typeof found.resultCount === 'number' && found.resultCount > 0),
        writtenOff: flag(found.nevdisWrittenOff),
        stolen: flag(found.nevdisStolen),
        odometerKm: null,
      },
    };
  }

  return (vin, now) => search(normaliseVin(vin), now, false);
}

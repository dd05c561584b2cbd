import { busy, isBusy, unreachable } from '../outage.ts';
import { type BusyAnswer, busyTimes, type CalendarBusy, icalUtc } from './calendar.ts';

export interface CalDavOptions {
  /** The calendar collection's address, from the dealer file (never from a request). */
  url: string;
  username: string;
  password: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A CalDAV calendar's free-busy (RFC 4791 7.10): `REPORT {url}` with `Depth: 1`, Basic
 * credentials and a `free-busy-query` over the range. 200 answers a `text/calendar` VFREEBUSY
 * whose FREEBUSY lines are the busy periods; 401 and 403 are bad credentials or no free-busy
 * right, 404 no such calendar (all "refused"); 429 (Retry-After), 5xx, a timeout or an answer
 * that is not a calendar are "unavailable".
 */
export function calDavBusy(opts: CalDavOptions): CalendarBusy {
  const doFetch = opts.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`;
  return async (from, to): Promise<BusyAnswer> => {
    const body =
      '<?xml version="1.0" encoding="utf-8" ?>\n' +
      '<C:free-busy-query xmlns:C="urn:ietf:params:xml:ns:caldav">\n' +
      `  <C:time-range start="${icalUtc(from)}" end="${icalUtc(to)}"/>\n` +
      '</C:free-busy-query>\n';
    let res: Response;
    try {
      res = await doFetch(opts.url, {
        method: 'REPORT',
        headers: {
          Authorization: auth,
          Depth: '1',
          'Content-Type': 'application/xml; charset=utf-8',
          Accept: 'text/calendar',
        },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
    } catch (e) {
      return unreachable(e);
    }
    if (isBusy(res.status)) return busy(res);
    if (!res.ok) return { kind: 'refused', reason: `HTTP ${res.status}` };
    let text: string;
    try {
      text = await res.text();
    } catch (e) {
      return unreachable(e);
    }
    if (!/BEGIN:VFREEBUSY/i.test(text))
      return { kind: 'unavailable', retryAfter: 60, reason: 'not a free-busy answer' };
    return { kind: 'busy', times: busyTimes(text) };
  };
}

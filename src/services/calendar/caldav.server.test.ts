import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dealerConfig, envOf } from '../../../tests/support/fixtures.ts';
import { ServiceConfigError } from '../config-error.ts';
import { calDavBusy } from './caldav.server.ts';
import { busyTimes, parseDuration } from './calendar.ts';
import { calendarFor } from './index.server.ts';

/**
 * A stand-in for a CalDAV server over real HTTP (RFC 4791 7.10): `REPORT` on a calendar
 * collection with `Depth: 1`, Basic credentials and a `free-busy-query` body, answering a
 * `text/calendar` VFREEBUSY (folded lines, start/end and start/duration periods, a FREE period);
 * 401 for wrong credentials, 404 for no such calendar, 429 with Retry-After, a 503, an HTML page
 * and a request that never answers.
 */
const AUTH = `Basic ${Buffer.from('sales@yard:app-password').toString('base64')}`;
const FREEBUSY = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Stand-in//CalDAV//EN',
  'BEGIN:VFREEBUSY',
  'DTSTAMP:20261207T000000Z',
  'DTSTART:20261207T000000Z',
  'DTEND:20261221T000000Z',
  'FREEBUSY;FBTYPE=BUSY:20261208T000000Z/20261208T010000Z,20261209T030000Z/PT1H3',
  ' 0M',
  'FREEBUSY;FBTYPE=BUSY-TENTATIVE:20261210T000000Z/PT30M',
  'FREEBUSY;FBTYPE=FREE:20261211T000000Z/PT8H',
  'FREEBUSY:20261212T000000Z/garbage',
  'END:VFREEBUSY',
  'END:VCALENDAR',
  '',
].join('\r\n');

let server: Server;
let base: string;
const seen: { method: string; depth: unknown; body: string }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += String(c)));
    req.on('end', () => {
      seen.push({ method: req.method!, depth: req.headers.depth, body });
      const send = (status: number, text: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'text/calendar; charset=utf-8', ...headers });
        res.end(text);
      };
      if (req.method !== 'REPORT') return send(405, '');
      if (req.headers.authorization !== AUTH) return send(401, '', { 'WWW-Authenticate': 'Basic' });
      switch (req.url) {
        case '/calendars/sales/':
          if (
            !/<C:free-busy-query[^>]*>[\s\S]*<C:time-range start="\d{8}T\d{6}Z" end="\d{8}T\d{6}Z"\/>/.test(
              body,
            )
          )
            return send(400, '');
          return send(200, FREEBUSY);
        case '/calendars/rate/':
          return send(429, '', { 'Retry-After': '17' });
        case '/calendars/down/':
          return send(503, '<html>down</html>', { 'Content-Type': 'text/html' });
        case '/calendars/html/':
          return send(200, '<html>sign in</html>', { 'Content-Type': 'text/html' });
        case '/calendars/slow/':
          return; // never answers
        default:
          return send(404, '');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const from = new Date('2026-12-07T00:00:00Z');
const to = new Date('2026-12-21T00:00:00Z');
const calendar = (path: string, password = 'app-password', timeoutMs?: number) =>
  calDavBusy({
    url: `${base}${path}`,
    username: 'sales@yard',
    password,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe('CalDAV free-busy', () => {
  it('asks a free-busy REPORT of the range, and reads the busy periods it answers', async () => {
    const busy = await calendar('/calendars/sales/')(from, to);
    expect(busy).toEqual({
      kind: 'busy',
      times: [
        { start: new Date('2026-12-08T00:00:00Z'), end: new Date('2026-12-08T01:00:00Z') },
        { start: new Date('2026-12-09T03:00:00Z'), end: new Date('2026-12-09T04:30:00Z') },
        { start: new Date('2026-12-10T00:00:00Z'), end: new Date('2026-12-10T00:30:00Z') },
      ],
    });
    const asked = seen.at(-1)!;
    expect(asked).toMatchObject({ method: 'REPORT', depth: '1' });
    expect(asked.body).toContain('<C:time-range start="20261207T000000Z" end="20261221T000000Z"/>');
  });

  it('wrong credentials and no such calendar are refused; busy and broken answers are unavailable', async () => {
    expect(await calendar('/calendars/sales/', 'wrong')(from, to)).toEqual({
      kind: 'refused',
      reason: 'HTTP 401',
    });
    expect(await calendar('/calendars/nobody/')(from, to)).toEqual({
      kind: 'refused',
      reason: 'HTTP 404',
    });
    expect(await calendar('/calendars/rate/')(from, to)).toEqual({
      kind: 'unavailable',
      retryAfter: 17,
      reason: 'HTTP 429',
    });
    expect(await calendar('/calendars/down/')(from, to)).toMatchObject({
      kind: 'unavailable',
      reason: 'HTTP 503',
    });
    expect(await calendar('/calendars/html/')(from, to)).toMatchObject({
      kind: 'unavailable',
      reason: 'not a free-busy answer',
    });
    expect(await calendar('/calendars/slow/', 'app-password', 300)(from, to)).toEqual({
      kind: 'unavailable',
      retryAfter: 30,
      reason: 'timeout',
    });
  });
});

describe('iCalendar periods', () => {
  it('reads durations as RFC 5545 writes them, and refuses what is not one', () => {
    expect(parseDuration('PT1H30M')).toBe(90 * 60_000);
    expect(parseDuration('P1D')).toBe(86_400_000);
    expect(parseDuration('P1W')).toBe(7 * 86_400_000);
    expect(parseDuration('PT45S')).toBe(45_000);
    for (const bad of ['P', 'PT', '1H', 'PT1X', '']) expect(parseDuration(bad)).toBeNull();
  });
  it('leaves out a period whose end is not after its start', () => {
    expect(busyTimes('FREEBUSY:20261208T010000Z/20261208T000000Z\r\n')).toEqual([]);
  });
});

describe('calendarFor', () => {
  it('none by default; CalDAV needs its address and both credentials', () => {
    expect(calendarFor(dealerConfig(), envOf({}))).toBeNull();
    const caldav = dealerConfig({
      appointments: { calendar: { provider: 'caldav', url: 'https://caldav.example.com/c/' } },
    });
    expect(() => calendarFor(caldav, envOf({ CALDAV_USERNAME: 'u' }))).toThrow(ServiceConfigError);
    expect(() => calendarFor(caldav, envOf({ CALDAV_USERNAME: 'u' }))).toThrow(/CALDAV_PASSWORD/);
    expect(typeof calendarFor(caldav, envOf({ CALDAV_USERNAME: 'u', CALDAV_PASSWORD: 'p' }))).toBe(
      'function',
    );
  });
});

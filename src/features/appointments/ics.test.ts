import { describe, expect, it } from 'vitest';

import { eventUid, icsFile } from './ics.ts';

const event = {
  uid: 'A7K2M9QRT@riverbend.example',
  start: new Date('2026-12-08T09:00:00+11:00'),
  end: new Date('2026-12-08T09:30:00+11:00'),
  stamp: new Date('2026-12-07T08:00:00+11:00'),
  summary: 'Test drive: 2022 Toyota Hilux SR5',
  location: 'Riverbend Toyota, 1 Church St, Parramatta',
  description: 'Reference A7K2M9QRT. To change or cancel, call (02) 9635 1234; bring your licence.',
};

describe('icsFile', () => {
  it('gives the instants in UTC, with CRLF line ends and escaped text', () => {
    const f = icsFile(event);
    expect(f.endsWith('\r\n')).toBe(true);
    const lines = f.split('\r\n');
    expect(lines).toContain('DTSTART:20261207T220000Z');
    expect(lines).toContain('DTEND:20261207T223000Z');
    expect(lines).toContain('DTSTAMP:20261206T210000Z');
    expect(lines).toContain('LOCATION:Riverbend Toyota\\, 1 Church St\\, Parramatta');
    expect(f.replace(/\r\n /g, '')).toContain('call (02) 9635 1234\\; bring');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('folds lines over 75 octets, and unfolding gives the text back', () => {
    const long = { ...event, description: `Ō ${'word '.repeat(40)}end` };
    const f = icsFile(long);
    for (const line of f.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = f.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Ō ${'word '.repeat(40)}end`);
  });
});

describe('eventUid', () => {
  it("is the reference at the dealer site's host, whatever path or port the url has", () => {
    expect(eventUid('A7K2M9QRT', 'https://www.riverbend.example/')).toBe(
      'A7K2M9QRT@www.riverbend.example',
    );
    expect(eventUid('A7K2M9QRT', 'https://riverbend.example:8443/cars')).toBe(
      'A7K2M9QRT@riverbend.example',
    );
  });
});

import { describe, expect, it } from 'vitest';

import { dateFormat, shortDate } from './formats.ts';

describe('shared formatters', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const a = dateFormat('en-AU', { day: 'numeric', timeZone: 'Australia/Perth' });
    expect(dateFormat('en-AU', { day: 'numeric', timeZone: 'Australia/Perth' })).toBe(a);
    expect(dateFormat('en-AU', { day: 'numeric', timeZone: 'Australia/Sydney' })).not.toBe(a);
  });

  it("reads a day in the zone's own calendar", () => {
    // 14:30 UTC on 2 November is already 3 November in Sydney, still 2 November in Perth.
    const at = new Date('2026-11-02T14:30:00Z');
    expect(shortDate(at, 'Australia/Sydney')).toBe('3 Nov 2026');
    expect(shortDate(at, 'Australia/Perth')).toBe('2 Nov 2026');
  });
});

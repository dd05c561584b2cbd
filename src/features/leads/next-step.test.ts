import { describe, expect, it } from 'vitest';

import { nextStepText } from './next-step.ts';

const m = (iso: string) => Date.parse(iso) / 60_000;
const place = {
  name: 'Driveaway Osborne Park',
  open: [
    [m('2026-12-01T00:30:00Z'), m('2026-12-01T09:30:00Z')], // Tue 8:30am–5:30pm Perth
    [m('2026-12-02T00:30:00Z'), m('2026-12-02T09:30:00Z')], // Wed
    [m('2026-12-05T01:00:00Z'), m('2026-12-05T05:00:00Z')], // Sat 9 am–1 pm
  ] as [number, number][],
};
const zone = 'Australia/Perth';

describe("the success page's next step", () => {
  it('while open: a call before closing time today', () => {
    expect(nextStepText(place, new Date('2026-12-01T03:00:00Z'), zone)).toBe(
      'Driveaway Osborne Park is open until 5:30pm today, so expect our call before then.',
    );
  });

  it('before opening, or too near closing: the next opening, today, tomorrow or by date', () => {
    expect(nextStepText(place, new Date('2026-11-30T23:00:00Z'), zone)).toBe(
      'Driveaway Osborne Park opens at 8:30am today; expect our call from then.',
    );
    // 5:10 pm: 20 minutes before closing is not time for a call.
    expect(nextStepText(place, new Date('2026-12-01T09:10:00Z'), zone)).toBe(
      'Driveaway Osborne Park opens at 8:30am tomorrow; expect our call from then.',
    );
    expect(nextStepText(place, new Date('2026-12-02T12:00:00Z'), zone)).toBe(
      'Driveaway Osborne Park opens at 9:00am on Saturday 5 December; expect our call from then.',
    );
  });

  it('says nothing it cannot know: no opening ahead in the data', () => {
    expect(nextStepText(place, new Date('2026-12-06T00:00:00Z'), zone)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { offSiteForHistory } from '~/catalogue/listing.ts';

import { car, dealerConfig } from '../../../../tests/support/fixtures.ts';
import { historyView } from './view.ts';

const check = {
  searchedAt: '2026-11-20T01:00:00.000Z',
  certificate: '12345678901234',
  financeOwing: false,
  writtenOff: false as boolean | null,
  stolen: false as boolean | null,
  odometerKm: null as number | null,
};
const used = (over: Partial<typeof check> = {}) =>
  car({ car_type: 'used', history_check: { ...check, ...over } });
const day = (iso: string) => iso.slice(0, 10);
const checked = dealerConfig({ inventory: { historyCheck: { provider: 'embedded' } } });

describe('a car page’s history section', () => {
  it('says what was searched, when, the certificate and three plain answers', () => {
    expect(historyView(used(), checked, day)).toEqual({
      intro:
        'We searched the Personal Property Securities Register (PPSR) for this car on 2026-11-20. Certificate number 12345678901234.',
      rows: [
        ['Finance owing', 'None registered'],
        ['Written off', 'No written-off record'],
        ['Stolen', 'Not reported stolen'],
      ],
      note: 'A certificate speaks for the day of its search. We search again every 30 days while it is for sale.',
    });
  });

  it("gives finance owing with the dealer's note, and says where NEVDIS did not answer", () => {
    const view = historyView(
      used({ financeOwing: true, writtenOff: null, stolen: null }),
      checked,
      day,
    )!;
    expect(view.rows).toEqual([
      [
        'Finance owing',
        'Registered against this car. We pay out any finance owing before delivery, so it is yours free and clear.',
      ],
      ['Written off', 'No answer from NEVDIS on the day'],
      ['Stolen', 'No answer from NEVDIS on the day'],
    ]);
    expect(historyView(used({ odometerKm: 81234 }), checked, day)!.rows.at(-1)).toEqual([
      'Odometer on record',
      '81,234 km',
    ]);
  });

  it('names the stock as the dealer does', () => {
    const yard = dealerConfig({
      template: 'caravan',
      inventory: { historyCheck: { provider: 'embedded' } },
    });
    expect(historyView(used(), yard, day)!.intro).toContain('for this caravan on');
  });

  it('is not shown for a new car, a car without a check, or a dealer without checks', () => {
    expect(historyView({ ...used(), car_type: 'new' }, checked, day)).toBeNull();
    expect(historyView(car({ car_type: 'used' }), checked, day)).toBeNull();
    expect(historyView(used(), dealerConfig(), day)).toBeNull();
  });
});

describe('a car its check takes off the site', () => {
  const settings = checked.inventory.historyCheck;
  it('is one reported stolen, always, and one written off by default', () => {
    expect(offSiteForHistory(used({ stolen: true }), settings)).toBe(true);
    expect(offSiteForHistory(used({ writtenOff: true }), settings)).toBe(true);
    expect(offSiteForHistory(used({ financeOwing: true }), settings)).toBe(false);
    expect(offSiteForHistory(used(), settings)).toBe(false);
  });

  it('follows the dealer file for finance owing and written off, and never acts without checks', () => {
    const strict = { ...settings, onFinanceOwing: 'hide' as const, onWrittenOff: 'show' as const };
    expect(offSiteForHistory(used({ financeOwing: true }), strict)).toBe(true);
    expect(offSiteForHistory(used({ writtenOff: true }), strict)).toBe(false);
    expect(offSiteForHistory(used({ stolen: true }), dealerConfig().inventory.historyCheck)).toBe(
      false,
    );
  });
});

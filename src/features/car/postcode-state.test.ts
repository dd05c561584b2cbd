import { describe, expect, it } from 'vitest';

import { postcodeState } from './postcode-state.ts';

describe('a postcode’s state', () => {
  it('places capitals and the edges of each range', () => {
    const cases: [string, string | null][] = [
      ['2000', 'NSW'],
      ['2599', 'NSW'],
      ['2600', 'ACT'],
      ['2618', 'ACT'],
      ['2619', 'NSW'],
      ['2899', 'NSW'],
      ['2900', 'ACT'],
      ['2920', 'ACT'],
      ['2921', 'NSW'],
      ['0200', 'ACT'],
      ['0800', 'NT'],
      ['0870', 'NT'],
      ['3000', 'VIC'],
      ['8001', 'VIC'],
      ['4000', 'QLD'],
      ['9726', 'QLD'],
      ['5000', 'SA'],
      ['6000', 'WA'],
      ['6999', 'WA'],
      ['7000', 'TAS'],
      [' 3121 ', 'VIC'],
    ];
    for (const [postcode, state] of cases) expect(postcodeState(postcode), postcode).toBe(state);
  });

  it('is null for what is not an Australian postcode', () => {
    for (const p of ['', '200', '20000', 'abcd', '0100', '0000', '2 00'])
      expect(postcodeState(p), p).toBeNull();
  });
});

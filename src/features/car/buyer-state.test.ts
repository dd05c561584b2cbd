import { describe, expect, it } from 'vitest';

import { parseBuyerState } from './buyer-state.ts';

describe('the buyer’s kept postcode', () => {
  it('is read back with its state', () => {
    expect(parseBuyerState('{"postcode":"3121","state":"VIC"}')).toEqual({
      postcode: '3121',
      state: 'VIC',
    });
  });

  it('is none when missing, broken or naming no state', () => {
    for (const v of [null, '3121', '{', '{"postcode":"3121","state":"XX"}', '{"state":"VIC"}'])
      expect(parseBuyerState(v), String(v)).toBeNull();
  });
});

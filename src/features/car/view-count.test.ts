import { describe, expect, it } from 'vitest';

import { viewsText } from './view-count.ts';

describe('the view count in words (spec Calls)', () => {
  it("says '1 view', '1,234 views', and nothing for none or unknown", () => {
    expect([1, 2, 1234, 0, null, undefined].map(viewsText)).toEqual([
      '1 view',
      '2 views',
      '1,234 views',
      null,
      null,
      null,
    ]);
  });
});

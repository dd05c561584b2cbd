import { describe, expect, it } from 'vitest';

import { holdReasons } from './guard.ts';

const guard = { maxRemovedShare: 0.2, maxRejectedShare: 0.2 };

describe('when a stock feed is held for a person', () => {
  it('holds a feed taking more than the share of the cars in stock off the site, with why', () => {
    expect(
      holdReasons(
        { inStock: 1000, removed: 200, received: 800, rejectedRecords: 0 },
        guard,
        'cars',
      ),
    ).toEqual([]);
    expect(
      holdReasons(
        { inStock: 1000, removed: 201, received: 799, rejectedRecords: 0 },
        guard,
        'cars',
      ),
    ).toEqual([
      'It would take 201 of the 1000 cars in stock off the site (20.1%; more than 20% is held).',
    ]);
    // In what the dealer sells: a caravan yard's reason speaks of caravans.
    expect(
      holdReasons(
        { inStock: 40, removed: 20, received: 20, rejectedRecords: 0 },
        guard,
        'caravans',
      ),
    ).toEqual([
      'It would take 20 of the 40 caravans in stock off the site (50%; more than 20% is held).',
    ]);
    // An empty store (a first import) has nothing to lose.
    expect(
      holdReasons({ inStock: 0, removed: 0, received: 5, rejectedRecords: 0 }, guard, 'cars'),
    ).toEqual([]);
  });

  it('holds a feed with more than the share of its records left out, and says both reasons at once', () => {
    expect(
      holdReasons({ inStock: 10, removed: 0, received: 10, rejectedRecords: 2 }, guard, 'cars'),
    ).toEqual([]);
    expect(
      holdReasons({ inStock: 10, removed: 3, received: 10, rejectedRecords: 3 }, guard, 'cars'),
    ).toEqual([
      'It would take 3 of the 10 cars in stock off the site (30%; more than 20% is held).',
      '3 of its 10 records were left out for a bad field (30%; more than 20% is held).',
    ]);
  });

  it("follows the dealer file's shares", () => {
    const loose = { maxRemovedShare: 0.5, maxRejectedShare: 1 };
    expect(
      holdReasons({ inStock: 10, removed: 5, received: 10, rejectedRecords: 10 }, loose, 'cars'),
    ).toEqual([]);
    expect(
      holdReasons({ inStock: 10, removed: 6, received: 10, rejectedRecords: 10 }, loose, 'cars'),
    ).toHaveLength(1);
  });
});

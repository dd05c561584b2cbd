import { describe, expect, it } from 'vitest';

import { dealerConfig, minimalDealer } from '../../tests/support/fixtures.ts';
import { describeProblem } from './errors.ts';
import { parseDealerConfig } from './load.server.ts';

const minimal = minimalDealer;
const parse = (vehiclePage: unknown) =>
  parseDealerConfig(JSON.stringify({ ...minimal, vehiclePage }), 'dealers/test-motors.json');

describe("vehicle page sections: What's Included and Protect Your Car", () => {
  it("heads the comments 'Our Comments' on used-car sites and 'Dealer Comments' elsewhere, as the dealer file says", () => {
    expect(dealerConfig({ template: 'used' }).vehiclePage.commentsHeading).toBe('Our Comments');
    expect(dealerConfig({ template: 'franchise' }).vehiclePage.commentsHeading).toBe(
      'Dealer Comments',
    );
    expect(
      dealerConfig({ template: 'used', vehiclePage: { commentsHeading: 'About this car' } })
        .vehiclePage.commentsHeading,
    ).toBe('About this car');
  });

  it('has none unless the dealer writes them', () => {
    const r = parse(undefined);
    expect(r.ok && r.config.vehiclePage).toEqual({
      commentsHeading: 'Dealer Comments',
      testDriveLabel: 'Book a Test Drive',
      whatsIncluded: [],
      protection: null,
      // A price without the government charges is estimated drive-away with no delivery charge.
      deliveryFee: 0,
    });
  });

  it('takes a delivery fee in whole dollars, and refuses one that is not', () => {
    const r = parse({ deliveryFee: 2490 });
    expect(r.ok && r.config.vehiclePage.deliveryFee).toBe(2490);
    for (const bad of [-1, 24.9, 20001, '2490'])
      expect(parse({ deliveryFee: bad }).ok, String(bad)).toBe(false);
  });

  it('applies an included item to every car type unless told otherwise', () => {
    const r = parse({
      whatsIncluded: [
        { text: 'Full tank of fuel' },
        { text: 'Roadworthy certificate', carTypes: ['used'] },
      ],
    });
    expect(r.ok && r.config.vehiclePage.whatsIncluded).toEqual([
      { text: 'Full tank of fuel', carTypes: ['new', 'demo', 'used'] },
      { text: 'Roadworthy certificate', carTypes: ['used'] },
    ]);
  });

  it('names the file and field of a bad entry', () => {
    const r = parse({
      whatsIncluded: [{ text: '' }],
      protection: { intro: 'Protect it', products: [], carTypes: ['boat'] },
    });
    expect(r.ok).toBe(false);
    const text = r.ok ? '' : r.problems.map(describeProblem).join('\n');
    expect(text).toContain('vehiclePage.whatsIncluded[0].text');
    expect(text).toContain('vehiclePage.protection.products');
    expect(text).toContain('vehiclePage.protection.carTypes[0]');
  });
});

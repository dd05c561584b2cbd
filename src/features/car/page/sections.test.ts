import { describe, expect, it } from 'vitest';

import { includedFor, protectionFor } from './sections.ts';

const protection = {
  intro: 'Keep it like new.',
  products: [{ name: 'Paint protection', description: 'Ceramic coat' }],
  carTypes: ['new' as const, 'demo' as const],
};
const page = {
  commentsHeading: 'Dealer Comments',
  testDriveLabel: 'Book a Test Drive',
  whatsIncluded: [
    { text: "12 months' registration", carTypes: ['used' as const] },
    { text: 'Full tank of fuel', carTypes: ['new' as const, 'demo' as const, 'used' as const] },
  ],
  protection,
  deliveryFee: 0,
};

describe("vehicle page sections: What's Included and Protect Your Car (spec Screens)", () => {
  it("lists What's Included by the car's type", () => {
    expect(includedFor(page, { car_type: 'used' })).toEqual([
      "12 months' registration",
      'Full tank of fuel',
    ]);
    expect(includedFor(page, { car_type: 'new' })).toEqual(['Full tank of fuel']);
    expect(includedFor({ ...page, whatsIncluded: [] }, { car_type: 'used' })).toEqual([]);
  });

  it('offers Protect Your Car for its car types, and only while the car is in stock', () => {
    expect(protectionFor(page, { car_type: 'new', status: 'in_stock' })).toBe(protection);
    expect(protectionFor(page, { car_type: 'demo', status: 'coming_soon' })).toBe(protection);
    expect(protectionFor(page, { car_type: 'new', status: 'sold' })).toBeNull();
    expect(protectionFor(page, { car_type: 'used', status: 'in_stock' })).toBeNull();
    expect(
      protectionFor({ ...page, protection: null }, { car_type: 'new', status: 'in_stock' }),
    ).toBeNull();
  });
});

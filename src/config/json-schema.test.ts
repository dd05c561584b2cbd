import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { dealerConfigJsonSchema, dealerConfigMarkdown, documentedFields } from './json-schema.ts';

describe('dealers/schema.json', () => {
  const schema = dealerConfigJsonSchema();

  it('is the one generated from the zod schema (run npm run schema after changing it)', () => {
    expect(JSON.parse(readFileSync('dealers/schema.json', 'utf8'))).toEqual(schema);
    expect(readFileSync('docs/dealer-config.md', 'utf8')).toBe(dealerConfigMarkdown(schema));
  });

  it('documents every field with a description and an example', () => {
    const fields = documentedFields(schema);
    expect(fields.length).toBeGreaterThan(100);
    const undocumented = fields
      .filter(([, s]) => !s.description || !s.examples?.length)
      .map(([p]) => p);
    expect(undocumented).toEqual([]);
  });

  it('covers the per-dealer switches of the spec', () => {
    const paths = new Set(documentedFields(schema).map(([p]) => p));
    for (const p of [
      'template',
      'brand.manufacturer',
      'features.favourites',
      'features.compare',
      'features.reserve.deposit',
      'features.buyOnline.enabled',
      'payments.provider',
      'features.chatBot',
      'features.authentication.gatedRoutes',
      'finance.provider',
      'features.certifiedOnly',
      'features.electricHybridTags',
      'features.preOwnedWording',
      'features.findSimilarLowerCase',
      'features.stickyBar',
      'features.listingInserts.positions',
      'features.phoneReveal',
      'features.shareTwitter',
      'features.print',
      'inventory.specifications.just_arrived_days',
      'inventory.specifications.just_arrived_tag_name',
      'inventory.specifications.sold_tag_name',
      'inventory.soldListingDays',
      'finance.calculator.minPrice',
      'finance.calculator.defaultRate',
      'finance.fees.establishment',
      'contact.reviews.minimumRating',
      'search.makeFacetPreset',
      'search.popularMakesSplit',
      'inventory.excludedStockNumbers',
      'search.filter',
      'search.indexName',
      'search.host',
      'search.searchKeyEnv',
      'contact.baseDomain.serviceBooking',
      'contact.baseDomain.sellMyCar',
      'contact.phones.override',
      'contact.phones.byLocation',
      'contact.gmb_profiles',
      'contact.social.tiktok',
      'contact.opening_hours',
      'theme.colours.primary',
      'theme.logo.src',
    ])
      expect(paths, p).toContain(p);
  });
});

import { describe, expect, it } from 'vitest';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { blogCategories } from './blog-categories.ts';
import { articleJsonLd } from './blog-json-ld.ts';
import { placeholderValues } from './placeholders.ts';

describe('blog (spec Constants)', () => {
  it('has the four categories, and adventures only where turned on', () => {
    expect(blogCategories(false).map((c) => c.name)).toEqual([
      'Vehicle Reviews',
      'Buyer Advice',
      'Motoring Tips',
      'Servicing Insights',
    ]);
    expect(blogCategories(true).map((c) => c.slug)).toContain('adventures');
  });
  it('describes a post as a schema.org Article', () => {
    expect(
      articleJsonLd({
        title: 'T',
        description: 'D',
        url: 'https://x.example/blog/buyer-advice/t',
        date: new Date('2026-10-03T00:00:00Z'),
        author: 'Sales team',
        publisher: 'Riverbend Toyota',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'T',
      description: 'D',
      url: 'https://x.example/blog/buyer-advice/t',
      mainEntityOfPage: 'https://x.example/blog/buyer-advice/t',
      datePublished: '2026-10-03',
      author: { '@type': 'Organization', name: 'Sales team' },
      publisher: { '@type': 'Organization', name: 'Riverbend Toyota' },
    });
  });
});

describe('content placeholders', () => {
  it("come from the dealer file; the group clause only for a group's site", () => {
    const solo = placeholderValues(dealerConfig());
    expect(solo.group_clause).toBe('');
    expect(solo.address).toMatch(/^.+, .+ [A-Z]{2,3} \d{4}$/);
    const group = placeholderValues(
      dealerConfig({ dealership_group: 'Southern Cross Motor Group' }),
    );
    expect(group.group_clause).toBe(', part of Southern Cross Motor Group');
  });

  it("speak of what the dealer sells: a caravan yard's pages say caravans and a viewing", () => {
    expect(placeholderValues(dealerConfig())).toMatchObject({
      item: 'car',
      items: 'cars',
      Items: 'Cars',
      test_drive: 'a test drive',
    });
    const caravans = placeholderValues(
      dealerConfig({
        inventory: { noun: { singular: 'Caravan', plural: 'Caravans' } },
        vehiclePage: { testDriveLabel: 'Book a Viewing' },
      }),
    );
    expect(caravans).toMatchObject({
      item: 'caravan',
      items: 'caravans',
      Items: 'Caravans',
      test_drive: 'a viewing',
    });
  });
});

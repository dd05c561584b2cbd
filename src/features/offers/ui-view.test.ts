import { describe, expect, it } from 'vitest';

import type { Offer } from '~/catalogue/offer.schema.ts';
import { offerAliases, offerUrl } from '~/features/content/links.ts';

import { dealerConfig, model } from '../../../tests/support/fixtures.ts';
import { offerView } from './ui-view.ts';

const offer = (extra: Partial<Offer> = {}): Offer => ({
  id: 20200,
  name: 'Mazda2 Drive-away offer',
  description: 'x'.repeat(230),
  disclaimer: 'Terms apply.',
  excluded_website_ids: [],
  dealership_id: 1,
  starts_at: '2026-10-20T00:00:00+10:00',
  expires_at: '2026-12-29T23:59:59+10:00',
  manufacturer: { name: 'Mazda', slug: 'mazda' },
  model: { name: '2', slug: 'mazda2', override_url: null },
  image_url: null,
  image_or_model_image: { url: '/images/models/mazda2.jpg' },
  ...extra,
});

describe('what an offer card shows (spec Screens, Entities, Constants)', () => {
  const multiMake = dealerConfig({ features: { modelPages: true } });
  const mazda2 = model({ name: '2', slug: 'mazda2', manufacturer: 'Mazda' });

  it('links to /offers/{make}/{id} on a multi-make site, Explore with the display name, the model photo', () => {
    const view = offerView(offer(), multiMake, [mazda2]);
    expect(view.href).toBe('/offers/mazda/20200');
    expect(view.explore).toEqual({ label: 'Explore Mazda2', href: '/models/mazda2' });
    expect(view.image).toBe('/images/models/mazda2.jpg');
    expect(view.ends).toBe('Offer ends 29 December 2026');
    expect(view.description.truncated).toBe(true);
    expect(view.description.short.length).toBeLessThanOrEqual(161);
    expect(view.disclaimer).toMatchObject({ full: 'Terms apply.', truncated: false });
  });

  it('prefers the sanitised description, sanitised again', () => {
    const view = offerView(
      offer({ sanitized_description: '<p>Save <b>big</b><script>x()</script></p>' }),
      multiMake,
      [],
    );
    expect(view.descriptionHtml).toBe('<p>Save <b>big</b></p>');
    expect(view.description.full).toBe('Save big');
  });

  it('has no Explore without model pages or without that model', () => {
    expect(
      offerView(offer(), dealerConfig({ features: { modelPages: false } }), [mazda2]).explore,
    ).toBeNull();
    expect(offerView(offer(), multiMake, []).explore).toBeNull();
  });

  it('the other address form of an offer answers 301 to the one the site uses', () => {
    const locked = dealerConfig({
      brand: { manufacturer: { name: 'Mazda', slug: 'mazda' } },
      dealership_websites: ['Mazda'],
    });
    expect(offerUrl(locked, offer())).toBe('/offers/20200');
    expect(offerAliases(locked, offer())).toEqual(['/offers/mazda/20200']);
    expect(offerAliases(multiMake, offer())).toEqual(['/offers/20200']);
    expect(offerAliases(multiMake, offer({ manufacturer: null }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

import { classify, fieldsSchema, FORMS, leadFieldsSchema } from './forms.ts';
import { leadAttributes, savedPrefill } from './submit.client.ts';

describe('what each form is filed as (spec Calls, Constants)', () => {
  it('gives each form its category, subcategory and event', () => {
    const c = (
      form: (typeof FORMS)[number],
      fields: Record<string, unknown> = {},
      type?: 'new' | 'used',
    ) => classify(form, fields, type);
    expect(c('enquiry')).toEqual({ category: 'General Enquiry', subcategory: null, event: 22 });
    expect(c('enquiry', { category: 'Service Enquiry', subcategory: 'Logbook' }, 'new')).toEqual({
      category: 'Service Enquiry',
      subcategory: 'Logbook',
      event: 14,
    });
    expect(c('enquiry', {}, 'used').event).toBe(15);
    expect(c('new-vehicle-enquiry')).toEqual({
      category: 'New Vehicle Enquiry',
      subcategory: null,
      event: 14,
    });
    expect(c('test-drive', {}, 'new').event).toBe(17);
    expect(c('test-drive', {}, 'used').event).toBe(48);
    expect(c('request-photos', {}, 'used')).toMatchObject({
      category: 'Request Photos',
      event: 15,
    });
    expect(c('make-an-offer', {}, 'new')).toMatchObject({ category: 'Make an Offer', event: 14 });
    expect(c('find-similar')).toEqual({
      category: 'General Enquiry',
      subcategory: 'Find me something similar',
      event: 22,
    });
    expect(c('fleet')).toEqual({ category: 'Fleet Enquiry', subcategory: null, event: 19 });
    expect(c('careers')).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      event: 51,
    });
    expect(c('finance-enquiry').category).toBe('Finance Enquiry');
    expect(c('customer-feedback').category).toBe('Customer Feedback');
    expect(c('valuation-rego').subcategory).toBe('Rego lookup');
    expect(c('valuation-adjustments').subcategory).toBe('Adjustments');
    expect(c('valuation-offer', { offer_accepted: true })).toEqual({
      category: 'Trade-In Valuation',
      subcategory: 'Offer accepted',
      event: 18,
    });
    expect(c('valuation-offer', { offer_accepted: false }).event).toBeNull();
  });

  it('has a fields schema for every form', () => {
    const o = { messageRequired: true, termsRequired: false };
    for (const form of FORMS) expect(leadFieldsSchema(form, o), form).toBeDefined();
    expect(
      leadFieldsSchema('valuation-adjustments', o).safeParse({
        id: 'L1',
        adjustmentAnswers: { accident: false, keys: 2 },
      }).success,
    ).toBe(true);
    expect(
      leadFieldsSchema('valuation-offer', o).safeParse({
        name: 'Mia',
        email: 'mia@example.com',
        phone: '0412345678',
        kms: 90000,
        regoState: 'NSW',
        rego: 'ABC12D',
        location_id: 7101,
        valuation_id: 'Vabcdefghijklmnop',
        offer_accepted: true,
      }).success,
    ).toBe(true);
    // An offer answer names the valuation it answers.
    expect(
      leadFieldsSchema('valuation-offer', o).safeParse({
        name: 'Mia',
        email: 'mia@example.com',
        phone: '0412345678',
        kms: 90000,
        regoState: 'NSW',
        rego: 'ABC12D',
        location_id: 7101,
        offer_accepted: true,
      }).success,
    ).toBe(false);
    expect(
      fieldsSchema('find-similar', o).safeParse({
        name: 'Mia',
        email: 'mia@example.com',
        phone: '0412345678',
        postcode: '2000',
      }).success,
    ).toBe(true);
  });
});

describe('browser helpers', () => {
  const storage = (items: Record<string, string>) =>
    ({ getItem: (k: string) => items[k] ?? null }) as Storage;
  it('reads the remembered prefill, and survives junk', () => {
    expect(savedPrefill(storage({ 'lead-prefill': '{"name":"Mia"}' }))).toEqual({ name: 'Mia' });
    expect(savedPrefill(storage({ 'lead-prefill': '{oops' }))).toEqual({});
  });
  it('collects the visited pages and the campaign parameters only', () => {
    const attrs = leadAttributes(storage({ 'visited-pages': '["/","/search/used-cars"]' }), {
      search: '?utm_source=google&gclid=abc&make=Kia',
    } as Location);
    expect(attrs).toEqual({
      visited_pages: ['/', '/search/used-cars'],
      linked_query_params: { utm_source: 'google', gclid: 'abc' },
    });
  });
});

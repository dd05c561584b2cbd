import { z } from 'zod';

import { doc, httpsUrl, phone, slug } from './doc.ts';

export const templates = ['franchise', 'group', 'used', 'finance', 'caravan'] as const;

/** Whether a dealer file's `template` names one of ours. */
export const isTemplate = (value: unknown): value is (typeof templates)[number] =>
  templates.some((t) => t === value);

const dealership = z.strictObject({
  id: doc(
    z.number().int().positive(),
    'Dealership id in the stock feed (car.dealership_id).',
    4101,
  ),
  slug: doc(slug, 'Dealership slug, used for /search/{dealership_slug}.', 'riverbend-toyota'),
  name: doc(z.string().min(1), 'Dealership trading name.', 'Riverbend Toyota'),
  average_rating: doc(
    z.number().min(0).max(5).optional(),
    'Google average rating shown beside reviews.',
    4.7,
  ),
  review_count: doc(z.number().int().min(0).optional(), 'Number of Google reviews.', 404),
});

const address = z.strictObject({
  street: doc(z.string().min(1), 'Street line.', '12 Church Street'),
  city: doc(z.string().min(1), 'Suburb or town.', 'Parramatta'),
  state: doc(
    z.enum(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT']),
    'Australian state or territory.',
    'NSW',
  ),
  postcode: doc(
    z.string().regex(/^\d{4}$/, 'Postcode must be 4 digits'),
    'Four-digit postcode.',
    '2150',
  ),
});

/** Who the site is for: spec Entities "Site config" identity fields. */
export const identitySchema = {
  $schema: doc(
    z.string().optional(),
    'Path to the JSON Schema that gives editors autocomplete.',
    './schema.json',
  ),
  slug: doc(
    slug,
    'The site slug. Must match the file name dealers/<slug>.json and names dist/<slug>/.',
    'riverbend-toyota',
  ),
  id: doc(
    z.number().int().positive(),
    'Website id sent with phone reveals and view counts (website_id).',
    501,
  ),
  name: doc(
    z.string().min(1),
    'Site name shown in the header, titles, footer group and copyright.',
    'Riverbend Toyota',
  ),
  url: doc(
    httpsUrl,
    'Public site address, no trailing path. Used for canonical links, share links and sitemap.xml.',
    'https://www.riverbendtoyota.com.au',
  ),
  template: doc(
    z.enum(templates),
    'Template: sets the defaults for every flag below (franchise, group, used, finance, caravan).',
    'franchise',
  ),
  dealership_group: doc(
    z.string().optional(),
    'Group name when the site belongs to a dealer group.',
    'Southern Cross Motor Group',
  ),
  description: doc(
    z.string().max(160).optional(),
    'Meta description for the home page (at most 160 characters).',
    'New Toyota, certified pre-owned and demo cars in Parramatta.',
  ),
  address: doc(address, 'Head-office postal address shown in the footer.', {
    street: '12 Church Street',
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
  }),
  phone: doc(phone, 'Main phone number of the site.', '(02) 9635 1234'),
  dealerships: doc(
    z.array(dealership).min(1, 'List at least one dealership'),
    'Dealerships whose stock this site shows.',
    [{ id: 4101, slug: 'riverbend-toyota', name: 'Riverbend Toyota' }],
  ),
  dealership_websites: doc(
    z.array(z.string()).default([]),
    'Makes this site sells new (dealership_websites make).',
    ['Toyota'],
  ),
  override_city: doc(
    z.string().optional(),
    "City name to show instead of each car's own city.",
    'Western Sydney',
  ),
  complaints: doc(
    z
      .strictObject({
        contact: doc(
          z.string().min(1),
          'Person or team handling complaints.',
          'Customer Relations Manager',
        ),
        email: doc(z.email(), 'Address complaints go to.', 'complaints@riverbendtoyota.com.au'),
      })
      .optional(),
    'Complaint-handling contact for /pages/complaint-handling-process.',
    { contact: 'Customer Relations Manager', email: 'complaints@riverbendtoyota.com.au' },
  ),
};

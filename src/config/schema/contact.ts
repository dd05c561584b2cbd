import { z } from 'zod';

import { doc, httpsUrl, phone } from './doc.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour time HH:MM');

export const openingHourSchema = z.strictObject({
  weekday: doc(z.number().int().min(0).max(6), 'Day of week: 0 Sunday to 6 Saturday.', 1),
  status: doc(
    z.enum(['Open', 'Closed', 'By appointment only']),
    'Open, Closed or By appointment only.',
    'Open',
  ),
  open: doc(hhmm.optional(), 'Opening time (24-hour).', '08:30'),
  close: doc(hhmm.optional(), 'Closing time (24-hour).', '17:30'),
});

/** Phones, hours, profiles and outside links: spec Screens banner/footer, Entities site config, Constants reviews. */
export const contactSchema = z.strictObject({
  phones: doc(
    z
      .strictObject({
        sales: doc(phone.optional(), 'Sales phone, first in the banner.', '(02) 9635 1234'),
        service: doc(phone.optional(), 'Service phone, second in the banner.', '(02) 9635 1240'),
        parts: doc(phone.optional(), 'Parts phone, third in the banner.', '(02) 9635 1250'),
        newCars: doc(
          phone.optional(),
          'Phone for new-car enquiries (phone link priority).',
          '(02) 9635 1234',
        ),
        usedCars: doc(
          phone.optional(),
          'Phone for used-car enquiries (phone link priority).',
          '(02) 9635 1235',
        ),
        override: doc(
          phone.optional(),
          'Fixed number used for every car, before any other (phone link priority).',
          '1300 000 000',
        ),
        byLocation: doc(
          z.record(z.string(), phone).default({}),
          "Fixed phone per location id, used before the location's own phone.",
          { '7101': '(02) 9635 1299' },
        ),
      })
      .prefault({}),
    'Phone numbers.',
    { sales: '(02) 9635 1234', service: '(02) 9635 1240', parts: '(02) 9635 1250' },
  ),
  opening_hours: doc(
    z.array(openingHourSchema).default([]),
    "Site-wide opening hours; empty = the primary location's hours.",
    [{ weekday: 1, status: 'Open', open: '08:30', close: '17:30' }],
  ),
  gmb_profiles: doc(
    z
      .array(
        z.strictObject({
          name: doc(z.string().min(1), 'Google Business profile name.', 'Riverbend Toyota'),
          review_url: doc(
            httpsUrl,
            'Link where customers leave a Google review.',
            'https://g.page/r/riverbend-toyota/review',
          ),
        }),
      )
      .default([]),
    'Google Business profiles (review-feedback landing uses the first).',
    [{ name: 'Riverbend Toyota', review_url: 'https://g.page/r/riverbend-toyota/review' }],
  ),
  social: doc(
    z
      .strictObject({
        facebook: doc(
          httpsUrl.optional(),
          'Facebook page.',
          'https://www.facebook.com/riverbendtoyota',
        ),
        instagram: doc(
          httpsUrl.optional(),
          'Instagram profile.',
          'https://www.instagram.com/riverbendtoyota',
        ),
        youtube: doc(
          httpsUrl.optional(),
          'YouTube channel.',
          'https://www.youtube.com/@riverbendtoyota',
        ),
        linkedin: doc(
          httpsUrl.optional(),
          'LinkedIn page.',
          'https://www.linkedin.com/company/riverbendtoyota',
        ),
        tiktok: doc(
          httpsUrl.optional(),
          'TikTok profile.',
          'https://www.tiktok.com/@riverbendtoyota',
        ),
      })
      .prefault({}),
    'Social links in the footer.',
    { facebook: 'https://www.facebook.com/riverbendtoyota' },
  ),
  reviews: doc(
    z
      .strictObject({
        minimumRating: doc(
          z.number().min(1).max(5).default(4),
          'Reviews below this rating are not shown (spec Constants: 4).',
          4,
        ),
        quantity: doc(
          z.number().int().positive().default(12),
          'How many Google reviews to show (spec Constants: 12).',
          12,
        ),
      })
      .prefault({}),
    'Reviews shown on the site.',
    { minimumRating: 4, quantity: 12 },
  ),
  baseDomain: doc(
    z
      .strictObject({
        serviceBooking: doc(
          httpsUrl.nullable().default(null),
          'External service booking page; null = /genuine-service.',
          'https://booking.riverbendtoyota.com.au',
        ),
        sellMyCar: doc(
          httpsUrl.nullable().default(null),
          'External sell-my-car page; null = /sell-my-car.',
          'https://sell.riverbendtoyota.com.au',
        ),
      })
      .prefault({}),
    'Base domains for pages hosted elsewhere (spec Screens).',
    { serviceBooking: null, sellMyCar: null },
  ),
});

import { z } from 'zod';

import { contrastRatio, MIN_CONTRAST } from '../contrast.ts';
import { appointmentsSchema } from './appointments.ts';
import { brandSchema } from './brand.ts';
import { paymentsSchema } from './checkout.ts';
import { contactSchema } from './contact.ts';
import { mobileDigits } from './desk.ts';
import { doc } from './doc.ts';
import { featuresSchema } from './features.ts';
import { feedsSchema } from './feeds.ts';
import { financeSchema } from './finance.ts';
import { identitySchema } from './identity.ts';
import { imagesSchema } from './images.ts';
import { inventorySchema } from './inventory.ts';
import { leadsSchema } from './leads.ts';
import { mapsSchema } from './maps.ts';
import { searchSchema } from './search.ts';
import { subscriptionSchema } from './subscription.ts';
import { themeSchema } from './theme.ts';
import { tradeInSchema } from './trade-in.ts';
import { vehiclePageSchema } from './vehicle-page.ts';

/**
 * Colours white text (primary, secondary) or links on white (accent) would be unreadable in.
 * Also run on a file that fails elsewhere, so every problem of the file is reported at once.
 */
export function contrastIssues(
  colours: Partial<Record<'primary' | 'secondary' | 'accent', unknown>>,
): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const hex = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v);
  for (const key of ['primary', 'secondary'] as const) {
    const colour = colours[key];
    if (!hex(colour)) continue;
    const ratio = contrastRatio(colour, '#ffffff');
    if (ratio < MIN_CONTRAST)
      issues.push({
        path: ['theme', 'colours', key],
        message: `White text on ${colour} has contrast ${ratio.toFixed(2)}:1; it needs at least ${MIN_CONTRAST}:1. Choose a darker colour.`,
      });
  }
  if (hex(colours.accent)) {
    const accent = contrastRatio(colours.accent, '#ffffff');
    if (accent < MIN_CONTRAST)
      issues.push({
        path: ['theme', 'colours', 'accent'],
        message: `Links in ${colours.accent} on white have contrast ${accent.toFixed(2)}:1; they need at least ${MIN_CONTRAST}:1.`,
      });
  }
  return issues;
}

/** The whole dealer file: one schema per area, combined (design.md "src/config"). */
export const dealerConfigSchema = z
  .strictObject({
    ...identitySchema,
    theme: doc(themeSchema, 'Logo, colours and home-page hero.', {
      logo: { src: '/images/dealers/x.svg', alt: 'X' },
    }),
    brand: doc(brandSchema.prefault({}), 'Manufacturer lock and model URLs.', {
      manufacturer: { name: 'Toyota', slug: 'toyota' },
    }),
    features: doc(
      featuresSchema.prefault({}),
      'Feature switches; the template sets their defaults.',
      { favourites: true },
    ),
    inventory: doc(inventorySchema.prefault({}), 'Stock listing and tag rules.', {
      soldListingDays: 3,
    }),
    feeds: doc(
      feedsSchema.prefault({}),
      'Machine-readable stock: /inventory.json, search-landing ItemLists, Google and Meta feeds, /llms.txt.',
      { googleVehicleListings: true },
    ),
    images: doc(imagesSchema.prefault({}), 'Sized photos: image CDN pattern and widths.', {
      urlTemplate: '{url}?w={width}',
    }),
    search: doc(searchSchema.prefault({}), 'Search service, filters and facets.', {
      provider: 'embedded',
    }),
    finance: doc(financeSchema.prefault({}), 'Finance provider and calculator.', {
      provider: 'none',
    }),
    contact: doc(contactSchema.prefault({}), 'Phones, hours, social and review settings.', {
      phones: { sales: '(02) 9635 1234' },
    }),
    leads: doc(leadsSchema.prefault({}), 'Enquiry form settings.', { termsRequired: false }),
    maps: doc(
      mapsSchema.prefault({}),
      'Map tiles and the postcode lookup of "Find your nearest".',
      {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      },
    ),
    payments: doc(
      paymentsSchema,
      'Where reservation and buy-online deposits are paid: the embedded test mode or Stripe.',
      { provider: 'stripe', depositMode: 'authorise' },
    ),
    subscription: doc(
      subscriptionSchema.prefault({}),
      'What a weekly subscription price includes (where features.offersSubscription is on).',
      { kmPerYear: 25_000 },
    ),
    appointments: doc(
      appointmentsSchema.prefault({}),
      'Booked appointments: test drives, services and trade-in inspections, in slots.',
      { minNoticeMinutes: 120 },
    ),
    tradeIn: doc(
      tradeInSchema.prefault({}),
      "Trade-in valuations: the dealer's costs, the plate lookup and the valuation service.",
      { reconditioning: 1500 },
    ),
    vehiclePage: doc(
      vehiclePageSchema.prefault({}),
      'Dealer-written sections of the vehicle page.',
      { whatsIncluded: [] },
    ),
  })
  .superRefine((config, ctx) => {
    for (const issue of contrastIssues(config.theme.colours))
      ctx.addIssue({ code: 'custom', ...issue });
    if (config.search.provider === 'typesense' && !config.search.host) {
      ctx.addIssue({
        code: 'custom',
        path: ['search', 'host'],
        message: 'A Typesense host is required when search.provider is "typesense".',
      });
    }
    if (config.features.spinToWin && !config.features.authentication.enabled) {
      ctx.addIssue({
        code: 'custom',
        path: ['features', 'spinToWin'],
        message:
          'Spin to win gives one spin per signed-in user: it needs features.authentication.enabled.',
      });
    }
    const mobiles = config.features.desk.staff.map((m) => mobileDigits(m.mobile));
    mobiles.forEach((mobile, i) => {
      if (mobiles.indexOf(mobile) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['features', 'desk', 'staff', i, 'mobile'],
          message: `${mobile} is listed twice: one mobile is one member of staff.`,
        });
    });
    if (
      config.brand.manufacturer &&
      !config.dealership_websites.includes(config.brand.manufacturer.name)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['dealership_websites'],
        message: `A site locked to ${config.brand.manufacturer.name} must list it in dealership_websites.`,
      });
    }
  });

export type DealerConfig = z.infer<typeof dealerConfigSchema>;

import { z } from 'zod';

import { FONT_IDS } from '../fonts.ts';
import { doc, hexColour } from './doc.ts';

/** What a home page can show under its hero (theme.homeSections). */
export const HOME_SECTIONS = [
  'models',
  'brands',
  'guarantees',
  'shop',
  'weekly',
  'types',
  'featured',
  'budget',
  'offers',
  'services',
  'reviews',
  'payments',
  'locations',
] as const;

/** Look and feel: spec Entities logo, plus the colours every template reads. */
export const themeSchema = z.strictObject({
  logo: doc(
    z.strictObject({
      src: doc(
        z.string().regex(/^\/[^\s]*$/, 'Use a path inside public/, starting with /'),
        'Logo file inside public/.',
        '/images/dealers/riverbend-toyota.svg',
      ),
      alt: doc(z.string().min(1), 'Text alternative for the logo.', 'Riverbend Toyota'),
      width: doc(z.number().int().positive().default(180), 'Logo width in px.', 180),
      height: doc(z.number().int().positive().default(48), 'Logo height in px.', 48),
    }),
    'Dealer logo.',
    { src: '/images/dealers/riverbend-toyota.svg', alt: 'Riverbend Toyota' },
  ),
  colours: doc(
    z.strictObject({
      primary: doc(
        hexColour,
        'Brand colour for buttons and the banner. White text must be readable on it (contrast 4.5:1).',
        '#c8102e',
      ),
      secondary: doc(
        hexColour.default('#1f2933'),
        'Colour for the header bar and footer. White text must be readable on it.',
        '#1f2933',
      ),
      accent: doc(
        hexColour.default('#0b5cab'),
        'Link colour on white. Must reach contrast 4.5:1 on white.',
        '#0b5cab',
      ),
    }),
    'Theme colours.',
    { primary: '#c8102e', secondary: '#1f2933', accent: '#0b5cab' },
  ),
  fonts: doc(
    z
      .strictObject({
        body: doc(
          z.enum(FONT_IDS).default('system'),
          "Typeface of the text, self-hosted from @fontsource ('system' loads none).",
          'inter',
        ),
        heading: doc(
          z.enum(FONT_IDS).default('system'),
          'Typeface of headings, prices and the logo row.',
          'montserrat',
        ),
      })
      .prefault({}),
    'Typefaces of the site (one of: ' + FONT_IDS.join(', ') + ').',
    { body: 'inter', heading: 'montserrat' },
  ),
  hero: doc(
    z.strictObject({
      title: doc(z.string().min(1), 'Home page headline.', 'Your local Toyota dealer'),
      subtitle: doc(
        z.string().default(''),
        'Line under the headline.',
        'New, demo and certified pre-owned Toyotas in Parramatta.',
      ),
      image: doc(
        z
          .string()
          .regex(/^(\/|https:\/\/)[^\s]*$/, 'Use a path inside public/ or an https:// URL')
          .nullable()
          .default(null),
        "Photo behind the headline (in public/ or on the image CDN), shown at every width with a shade that keeps the text readable. Empty: a band in the dealer's secondary colour.",
        '/images/models/rav4.jpg',
      ),
    }),
    'Home page hero text and photo.',
    { title: 'Your local Toyota dealer', subtitle: 'New, demo and certified pre-owned Toyotas.' },
  ),
  homeSections: doc(
    z
      .array(z.enum(HOME_SECTIONS))
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'List each section once')
      .default(['featured', 'offers', 'reviews', 'locations']),
    "The home page under the hero, in order, so each template leads with what its buyers come for: 'models' (the brand's current models with price from), 'brands' (each make with its stock and the places that sell it), 'guarantees' (the used-car guarantee strip, where features.guaranteeStrip is on), 'shop' (stock by price band and body), 'weekly' (stock by weekly repayment, with pre-approval), 'types' (caravan and motorhome types with their berths and lengths), 'featured' (six featured used cars), 'budget' (the price-range search, budget quick picks and makes), 'offers', 'services' (offers, service booking, selling a car), 'reviews', 'payments' (accepted payments, where features.paymentMethodsStrip is on) and 'locations'. The first section also sets the hero's second line: the model range, the stock count, the lowest weekly figure or the brands. Template defaults: franchise models first; used guarantees and shop; finance weekly; caravan types; group brands and locations.",
    ['models', 'offers', 'featured', 'services', 'reviews', 'locations'],
  ),
});

import { z } from 'zod';

import { buyOnlineSchema } from './checkout.ts';
import { deskSchema } from './desk.ts';
import { doc } from './doc.ts';
import { spinToWinSchema } from './spin-to-win.ts';

export const gatedRoutes = [
  'online-payment',
  'my-garage',
  'checkout',
  'finance',
  'spin-to-win',
  'trade-in',
  'sell-my-car',
] as const;

/** Feature switches: every "on some sites" of the spec (Screens, States, Validation, Roles, Constants) is one named field here. */
export const featuresSchema = z.strictObject({
  favourites: doc(
    z.boolean().default(false),
    'Garage / favourites: visitors save cars in local storage (spec States Favourite).',
    true,
  ),
  favouritesStrict: doc(
    z.boolean().default(false),
    'Favourite/compare also needs a used car, price above 0 and at least one image (spec Validation).',
    false,
  ),
  compare: doc(z.boolean().default(false), 'Compare cars side by side.', true),
  reserve: doc(
    z
      .strictObject({
        enabled: doc(
          z.boolean().default(false),
          'Reserve online (/cars/{slug}/checkout) for cars whose checkout is enabled (buyOnline replaces it where both are on).',
          true,
        ),
        deposit: doc(
          z.number().positive().default(200),
          'Deposit in AUD (spec Constants default $200, fully refundable).',
          200,
        ),
        holdHours: doc(
          z.number().int().positive().default(48),
          'Hours the car is held after a deposit, reserved or bought online (spec Constants: 48).',
          48,
        ),
        extendHours: doc(
          z.number().int().min(0).max(72).default(24),
          'Hours staff may add to a hold, once, at the dealer desk (0: holds are never extended). At most 72, so hold and extension stay inside the 7 days a card authorisation lasts.',
          24,
        ),
      })
      .prefault({}),
    'Reserve-a-car with a deposit.',
    { enabled: true, deposit: 200, holdHours: 48, extendHours: 24 },
  ),
  buyOnline: doc(buyOnlineSchema, 'Buy online instead of reserving.', {
    enabled: true,
    deposit: 500,
    deliveryFee: 0,
  }),
  chatBot: doc(
    z.enum(['none', 'autobot', 'impel']).default('none'),
    'Chat bot provider; with checkout, Instant Message replaces Enquire.',
    'none',
  ),
  authentication: doc(
    z
      .strictObject({
        enabled: doc(
          z.boolean().default(false),
          'Sign-in by SMS code (spec Roles; default off).',
          false,
        ),
        gatedRoutes: doc(
          z.array(z.enum(gatedRoutes)).default([]),
          'Routes that need a signed-in user (with enabled on): my-garage (garagePath), trade-in (/trade-in, /cars/trade-in), sell-my-car (/sell-my-car, /sell-your-car), finance (every finance page), spin-to-win (/spin-to-win); a visitor not signed in goes to /sign-in first. checkout and online-payment gate pages still to come.',
          ['online-payment', 'my-garage'],
        ),
        garagePath: doc(
          z
            .string()
            .regex(/^\/[a-z0-9-]+$/)
            .default('/my-garage'),
          'Path of the signed-in garage page (brand variants: /mymotorama, /mybigboxcars, …).',
          '/my-garage',
        ),
      })
      .prefault({}),
    'Authentication and which routes are gated.',
    { enabled: false, gatedRoutes: [] },
  ),
  certifiedOnly: doc(
    z.boolean().default(false),
    "The certified filter hides its 'false' value (spec Validation).",
    false,
  ),
  certifiedPreOwned: doc(
    z
      .strictObject({
        make: doc(
          z.string().min(1),
          'Make whose certified used cars get the certified-pre-owned image tag.',
          'Toyota',
        ),
        image: doc(
          z.string().regex(/^\//),
          'Tag image inside public/.',
          '/images/tags/toyota-certified.svg',
        ),
      })
      .nullable()
      .default(null),
    'Certified pre-owned programme, or null when none.',
    { make: 'Toyota', image: '/images/tags/toyota-certified.svg' },
  ),
  electricHybridTags: doc(
    z.boolean().default(false),
    'Show an Electric or Hybrid tag first on cards (spec States tag priority).',
    false,
  ),
  stockAlerts: doc(
    z.boolean().default(true),
    "'Notify me when a similar car arrives' on a sold car's page and on search pages: an e-mail alert without an account, double opt-in, sent as one digest per subscriber after each build. A saved car also offers 'Tell me if its price drops' (its own consent box; one message per drop). On Netlify it needs leads.delivery.email (its SMTP server sends the alerts).",
    true,
  ),
  priceDropTag: doc(
    z.boolean().default(true),
    "Show a 'Price drop' tag on a car whose shown price was cut within priceDropDays and still stands (after 'Reserved' in the tag priority). The cut comes from the car's price history, which the stock import keeps.",
    true,
  ),
  priceDropDays: doc(
    z.number().int().min(1).max(90).default(14),
    "How many days after a price cut the 'Price drop' tag shows.",
    14,
  ),
  preOwnedWording: doc(z.boolean().default(false), "Show 'Used' as 'Pre-Owned'.", false),
  findSimilarLowerCase: doc(
    z.boolean().default(false),
    "Write 'Find me something similar' in lower case on out-of-stock cars.",
    false,
  ),
  stickyBar: doc(
    z.enum(['scroll-900', 'footer-50']).default('scroll-900'),
    'Sticky mobile call-to-action: after 900 px, or the 50 px sticky footer whose Call Now shows only while open.',
    'scroll-900',
  ),
  listingInserts: doc(
    z
      .strictObject({
        enabled: doc(
          z.boolean().default(false),
          'Insert promotional cards into search results.',
          false,
        ),
        positions: doc(
          z.array(z.number().int().positive()).default([8, 17]),
          'Result positions of the insert cards (spec Screens: 8 and 17).',
          [8, 17],
        ),
      })
      .prefault({}),
    'Listing insert cards.',
    { enabled: true, positions: [8, 17] },
  ),
  phoneReveal: doc(
    z.enum(['masked', 'immediate']).default('masked'),
    'Phone masked until clicked (recorded), or shown at once.',
    'masked',
  ),
  shareTwitter: doc(z.boolean().default(true), 'Show Twitter in the share widget.', true),
  print: doc(z.boolean().default(true), 'Show Print / Download PDF on the vehicle page.', true),
  runoutTagGreen: doc(
    z.boolean().default(false),
    "Show the 'runout sale' tag in green instead of red.",
    false,
  ),
  offersSubscription: doc(
    z.boolean().default(false),
    'Cars may carry a weekly subscription price shown first (spec States price display).',
    false,
  ),
  modelPages: doc(
    z.boolean().default(false),
    'Model pages: /models, a page per model at brand.modelUrl, and the New Vehicles models dropdown.',
    true,
  ),
  serviceAdvantage: doc(
    z.boolean().default(false),
    'Show the capped-price Service Advantage panel.',
    false,
  ),
  guaranteeStrip: doc(
    z.boolean().default(false),
    'Show the used-car guarantee strip (spec Constants).',
    false,
  ),
  moneyBackHours: doc(
    z.number().int().min(0).default(0),
    'Money-back guarantee on pre-owned cars, in hours (0 = none; spec Constants: 48).',
    0,
  ),
  paymentMethodsStrip: doc(z.boolean().default(false), 'Show the accepted-payments strip.', false),
  autograb: doc(
    z.boolean().default(false),
    'Show the below-market indicator from autograb data.',
    false,
  ),
  redbook: doc(
    z.boolean().default(false),
    'Value trade-ins with the valuation service in tradeIn.valuationService (a Redbook- or AutoGrab-style API) instead of the embedded valuer.',
    false,
  ),
  blogAdventures: doc(
    z.boolean().default(false),
    "Add the optional 'adventures' blog category (spec Constants).",
    true,
  ),
  spinToWin: doc(
    spinToWinSchema.nullable().default(null),
    'The spin-to-win promotion at /spin-to-win (needs authentication.enabled: one spin per signed-in user), or null for none.',
    null,
  ),
  promoPopup: doc(
    z.boolean().default(false),
    'Show the promo popup on the home page: the first popup of data/sites/<slug>/promotions.json whose dates have not passed (spec States).',
    false,
  ),
  desk: doc(
    deskSchema,
    'The dealer desk at /desk, where staff sign in by texted code and run reservations, bookings, leads and feeds.',
    { enabled: true, staff: [], staffEnv: 'DESK_STAFF' },
  ),
});

export type Features = z.infer<typeof featuresSchema>;

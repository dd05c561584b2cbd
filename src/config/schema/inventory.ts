import { z } from 'zod';

import { doc, envVarName, httpsUrl } from './doc.ts';

/** Stock rules: spec Entities "specifications", States listing and tags, Constants stock exclusions. */
export const inventorySchema = z.strictObject({
  specifications: doc(
    z
      .strictObject({
        just_arrived_days: doc(
          z.number().int().min(0).default(8),
          'A car created within this many days gets the just-arrived tag (spec Constants default 8).',
          8,
        ),
        just_arrived_tag_name: doc(
          z.string().min(1).default('New'),
          "Text of the just-arrived tag (default 'New'; the used and finance templates' default is 'Just Arrived'). A used or demo car never reads 'New': with that name it reads 'Just Arrived'.",
          'New',
        ),
        sold_tag_name: doc(
          z.string().min(1).default('JUST SOLD'),
          'Tag on a car that is not in stock.',
          'JUST SOLD',
        ),
      })
      .prefault({}),
    'Tag settings (spec Entities specifications).',
    { just_arrived_days: 8, just_arrived_tag_name: 'New', sold_tag_name: 'JUST SOLD' },
  ),
  noun: doc(
    z
      .strictObject({
        singular: doc(z.string().trim().min(1).max(30).default('Car'), 'One item of stock.', 'Car'),
        plural: doc(
          z.string().trim().min(1).max(30).default('Cars'),
          "Stock in headings: 'New, Used and Demo {plural} for Sale'.",
          'Cars',
        ),
      })
      .prefault({}),
    "What the dealer sells, in headings, titles and the type search addresses (the caravan template says 'Caravans': /search/used-caravans, where spec Screens' /search/used-cars answers 301).",
    { singular: 'Car', plural: 'Cars' },
  ),
  carTypes: doc(
    z
      .array(z.enum(['new', 'demo', 'used']))
      .min(1)
      .refine((types) => new Set(types).size === types.length, 'Each type once.')
      .default(['new', 'demo', 'used']),
    "The types of stock the dealer sells (the used template: only used). A type search address for types it does not sell (/search/new-cars on a used-only site) answers 301 to the all-stock search and is not in the sitemap; without 'new' there is no new-vehicle enquiry page (301 to the contact page).",
    ['used'],
  ),
  soldListingDays: doc(
    z.number().int().min(0).default(3),
    'A sold car stays listed this many days after its sold date (spec States default 3).',
    3,
  ),
  soldPageDays: doc(
    z.number().int().min(0).max(3650).default(90),
    "Days after its sold date that a sold car's URL keeps a light page (noindex, no price: 'sold on {date}', similar cars, an alert), once its listing window is over; after that its URL answers 410 Gone. At most soldListingDays means no light page.",
    90,
  ),
  feedGuard: doc(
    z
      .strictObject({
        maxRemovedShare: doc(
          z.number().min(0).max(1).default(0.2),
          'A stock feed that would take more than this share of the cars in stock off the site (mark them sold) is held for a person to apply, not applied: a truncated or failed export looks like a sale of most of the yard.',
          0.2,
        ),
        maxRejectedShare: doc(
          z.number().min(0).max(1).default(0.2),
          'A stock feed more than this share of whose records are left out (a bad field) is held, not applied. A record left out never changes its car.',
          0.2,
        ),
        maxFeedBytes: doc(
          z.number().int().min(65_536).max(512_000_000).default(16_000_000),
          'The largest stock delivery POST /api/stock reads (bytes, default 16 MB: about 4,000 cars as JSON); a larger one is cut off while it streams and refused (413) before its signature is even checked. Set it to about twice your full feed.',
          16_000_000,
        ),
      })
      .prefault({}),
    'When a stock feed (npm run stock:import, POST /api/stock) is held for a person instead of applied, and how large a delivery may be (docs/stock-feed.md, "Held feeds").',
    { maxRemovedShare: 0.2, maxRejectedShare: 0.2, maxFeedBytes: 16_000_000 },
  ),
  historyCheck: doc(
    z
      .strictObject({
        provider: doc(
          z.enum(['none', 'embedded', 'ppsr-cloud']).default('none'),
          "none: no history check. embedded: sample answers worked out from each VIN, for sample sites and offline work (never on a real dealer's site: its certificate numbers are samples). ppsr-cloud: a PPSR search provider's B2B API (PPSR Cloud), asked by our server with the client id and secret in the env vars named here; each search costs the dealer the register's fee.",
          'none',
        ),
        url: doc(
          httpsUrl.default('https://api.ppsrcloud.com'),
          "The search provider's base address.",
          'https://api.ppsrcloud.com',
        ),
        clientIdEnv: doc(
          envVarName.default('PPSR_CLIENT_ID'),
          "Name of the env var holding the provider's OAuth client id (server-side only).",
          'PPSR_CLIENT_ID',
        ),
        clientSecretEnv: doc(
          envVarName.default('PPSR_CLIENT_SECRET'),
          "Name of the env var holding the provider's OAuth client secret (server-side only).",
          'PPSR_CLIENT_SECRET',
        ),
        onFinanceOwing: doc(
          z.enum(['show', 'hide']).default('show'),
          'A used car whose check finds a security interest (finance owing): show: it stays on the site and its page says so, with financeOwingNote; hide: it is taken off the site until a check finds none. Either way the dealer is told at import.',
          'show',
        ),
        financeOwingNote: doc(
          z
            .string()
            .trim()
            .min(1)
            .max(200)
            .default(
              'We pay out any finance owing before delivery, so it is yours free and clear.',
            ),
          'What the car page says after "Finance owing: registered".',
          'We pay out any finance owing before delivery, so it is yours free and clear.',
        ),
        onWrittenOff: doc(
          z.enum(['show', 'hide']).default('hide'),
          'A used car NEVDIS records as written off: show: it stays on the site and its page says so; hide: it is taken off the site. A car reported stolen is always taken off. Either way the dealer is told at import.',
          'hide',
        ),
      })
      .prefault({}),
    'A PPSR history check on every used car (finance owing, written off, stolen), searched by VIN at most once per car per 30 days, and what the site does with a car it flags.',
    { provider: 'embedded' },
  ),
  excludedStockNumbers: doc(
    z.array(z.string()).default([]),
    'Stock numbers never shown on this site.',
    ['T1234'],
  ),
  featuredCars: doc(
    z.number().int().min(1).max(24).default(6),
    'How many featured used cars the home page shows (spec Calls: limit 6).',
    6,
  ),
});

import { z } from 'zod';

import { doc, envVarName } from './doc.ts';

const sortOption = z.strictObject({
  value: doc(z.string().min(1), 'Sort key: "relevance" or "<field>:asc|desc".', 'price:asc'),
  label: doc(z.string().min(1), 'Label in the sort menu.', 'Price (low to high)'),
});

/** Search service and facets: spec Calls car search, Constants facet limits and filters. */
/** The sort menu of a car dealer's search. */
export const DEFAULT_SORTS = [
  { value: 'relevance', label: 'Featured' },
  { value: 'price:asc', label: 'Price (low to high)' },
  { value: 'price:desc', label: 'Price (high to low)' },
  { value: 'year:desc', label: 'Year (newest first)' },
  { value: 'km:asc', label: 'Kilometres (lowest first)' },
  { value: 'reduced_at:desc', label: 'Recently reduced' },
];

export const searchSchema = z.strictObject({
  provider: doc(
    z.enum(['embedded', 'typesense']).default('embedded'),
    'Embedded in-browser search (default) or a Typesense server.',
    'embedded',
  ),
  host: doc(
    z
      .strictObject({
        host: doc(z.string().min(1), 'Typesense host name.', 'search.example.com.au'),
        port: doc(z.number().int().positive().default(443), 'Typesense port.', 443),
        protocol: doc(z.enum(['https', 'http']).default('https'), 'Typesense protocol.', 'https'),
      })
      .nullable()
      .default(null),
    'Typesense host; needed when provider is typesense.',
    { host: 'search.example.com.au', port: 443, protocol: 'https' },
  ),
  embeddedMaxCars: doc(
    z.number().int().positive().default(10_000),
    'With the embedded search, the most listed cars the build lets every phone download as the search index before it tells the editor to use Typesense (provider "typesense"): about 143 KB gzip at 5,000 cars, 533 KB at 20,000 (docs/performance.md). Above it the build and npm run validate warn.',
    10_000,
  ),
  lowKm: doc(
    z.number().int().positive().default(50_000),
    'What "low km" means when a buyer types it into the search box: at most this many kilometres.',
    30_000,
  ),
  searchKeyEnv: doc(
    envVarName
      .regex(
        /_SEARCH_KEY$/,
        'Must name an env var ending in _SEARCH_KEY: its value is shipped to browsers, so it may only hold a search-only key',
      )
      .default('TYPESENSE_SEARCH_KEY'),
    'NAME of the env var holding the search-only key read at build (never the key). It must end in _SEARCH_KEY: its value is shipped to every browser, so an admin key, database URL or other secret must never be named here.',
    'TYPESENSE_SEARCH_KEY',
  ),
  indexName: doc(
    z.string().min(1).default('Car_production'),
    'Search index (collection) name (spec Calls).',
    'Car_production',
  ),
  filter: doc(
    z.string().default(''),
    'Extra filter string combined with the stock and manufacturer filters on every search.',
    'item_type:!=caravan',
  ),
  makeFacetPreset: doc(
    z.array(z.string()).default([]),
    "Makes listed first before 'Show all makes'; empty = top 7 by count.",
    ['Toyota', 'Mazda', 'Hyundai'],
  ),
  popularMakesSplit: doc(
    z.number().int().positive().nullable().default(null),
    "Make dropdown shows 'Popular Makes' before this index and 'All Makes' from it; null = no split.",
    20,
  ),
  sortOptions: doc(
    z.array(sortOption).min(1).default(DEFAULT_SORTS),
    "Sort options in menu order (the caravan template's leave out kilometres: a caravan has no odometer).",
    [{ value: 'price:asc', label: 'Price (low to high)' }],
  ),
  priceAscRequiresPrice: doc(
    z.boolean().default(true),
    "Price-ascending sort also leaves out cars shown without a price (spec Validation: 'Enquire for price.' or PREORDER, a price of 10 or less), so they do not lead a cheapest-first list, and the count then reads 'N cars with a price'. On by default; false keeps them, first. (Any price range filter leaves them out whatever this says.)",
    true,
  ),
  cacheSize: doc(
    z.number().int().min(1).default(50),
    'Search results cached in memory by refinement key (spec Calls).',
    50,
  ),
  stockCount: doc(
    z.number().int().positive().nullable().default(null),
    'Stock count shown when a result count is above 1999 and facets cannot sum it.',
    2400,
  ),
  budgetQuickPicks: doc(
    z
      .array(z.number().int().positive())
      .min(1)
      .default([5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 70000]),
    'Budget quick picks in AUD (spec Screens: $5,000 up to $70,000; $300,000 to $800,000 on a prestige site).',
    [300000, 400000, 500000, 600000, 800000],
  ),
  priceSlider: doc(
    z
      .strictObject({
        min: doc(
          z.number().int().min(0).default(5000),
          'Lowest price on the price-range slider.',
          5000,
        ),
        max: doc(
          z.number().int().positive().default(250000),
          'Highest price on the price-range slider.',
          250000,
        ),
        step: doc(z.number().int().positive().default(500), 'Slider step in AUD.', 500),
      })
      .prefault({}),
    'Price-range slider search (spec Screens: 5000 to 250000, step 500).',
    { min: 5000, max: 250000, step: 500 },
  ),
  maxFilterGroups: doc(
    z.number().int().positive().nullable().default(null),
    'Limit the filter set to this many groups (spec Constants: 4 on the default Toyota setup).',
    4,
  ),
});

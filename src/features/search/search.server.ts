import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';
import { photoSource, SLOTS } from '~/components/photos.ts';
import { manufacturerDisplayName, stockWord } from '~/features/car/labels.ts';
import { tagSettings } from '~/features/car/tags.ts';
import { checkoutKind } from '~/features/checkout/reserve/reserve.ts';
import { sellMyCarUrl } from '~/features/content/links.ts';
import { searchPath } from '~/features/content/links.ts';
import type { SearchClient } from '~/services/search/search.ts';

import { askExample } from './ask/vocabulary.ts';
import type { CardSettings } from './card.ts';
import { createLocalClient } from './embedded-client.ts';
import type { SearchEngine } from './engine/engine.ts';
import { type FilterGroup, filterGroups } from './groups.ts';
import type { Landing } from './landings.ts';
import type { SearchRecord } from './record.ts';
import { buildLandings, buildSearchRecords } from './records.server.ts';
import { siteFilter } from './site-filter.ts';
import type { InsertCard, Inserts } from './ui/Results.tsx';

export interface SearchContext {
  records: SearchRecord[];
  engine: SearchEngine;
  /** The engine as an InstantSearch client, for the build's first answer of each landing. */
  client: SearchClient<SearchRecord>;
  landings: Landing[];
  siteFilter: string;
  card: CardSettings;
  /** The filter groups the stock has values for (the same on every landing). */
  groups: FilterGroup[];
  /** The search box's hint: a phrase from the dealer's own stock. */
  askExample: string;
}

let context: SearchContext | undefined;

/** The build's search records, engine and landings: made once, shared by every search page and the home page. */
export function getSearch(): SearchContext {
  if (context) return context;
  const site = getSite();
  const records = buildSearchRecords(config, site);
  const client = createLocalClient(records);
  context = {
    records,
    engine: client.engine,
    client,
    landings: buildLandings(config, site, records),
    siteFilter: siteFilter(config),
    groups: groupsFor(records),
    askExample: askExample(records),
    card: {
      tags: tagSettings(config),
      offersSubscription: config.features.offersSubscription,
      findSimilarLowerCase: config.features.findSimilarLowerCase,
      testDriveLabel: config.vehiclePage.testDriveLabel,
      exploreLabel: `Explore ${stockWord(config.inventory.noun).singular}`,
      reserveDeposit: checkoutKind(config) === 'reserve' ? config.features.reserve.deposit : null,
      liveStatus: checkoutKind(config) !== null,
      finance:
        config.finance.provider !== 'none'
          ? { label: config.finance.buttonText, provider: config.finance.provider }
          : null,
      favourites: config.features.favourites
        ? {
            strict: config.features.favouritesStrict,
            garagePath: config.features.authentication.garagePath,
            noun: config.inventory.noun.singular,
          }
        : null,
      photos: config.images,
    },
  };
  return context;
}

/** Make → logo, by the name visitors see. */
export function makeLogos(): Record<string, string> {
  return Object.fromEntries(
    getSite().manufacturers.map((m) => [manufacturerDisplayName(m.name), m.logo]),
  );
}

/**
 * Spec Screens listing insert cards: the dealer's promotional tiles first (data/sites/<slug>/
 * promotions.json; each shows within its dates and for its car conditions, decided in the
 * browser), then cards from what the dealer offers.
 */
export function insertCards(): Inserts | null {
  const { listingInserts, reserve } = config.features;
  if (!listingInserts.enabled) return null;
  const site = getSite();
  const cards: InsertCard[] = site.promotions
    .filter((p) => p.kind === 'tile')
    .map((p) => ({
      title: p.title,
      text: p.description,
      href: p.link,
      cta: p.button,
      image: p.image ? photoSource(p.image, config.images, SLOTS.card, 480) : null,
      start_date: p.start_date ?? null,
      expiry_date: p.expiry_date ?? null,
      car_conditions: p.car_conditions,
    }));
  if (reserve.enabled)
    cards.push({
      title: `Reserve online for $${reserve.deposit}`,
      text: `Fully refundable deposit. We hold the car for ${reserve.holdHours} hours while you decide.`,
      href: searchPath('used', config.inventory.noun.plural),
      cta: 'Browse cars to reserve',
    });
  // Promise only what the dealer file turns on: the instant pre-approval needs a lender.
  cards.push(
    config.finance.lender
      ? {
          title: 'Get pre-approved',
          text: 'Instant finance pre-approval with no impact on your credit score.',
          href: '/finance',
          cta: config.finance.buttonText,
        }
      : {
          title: 'Ask about finance',
          text: 'Tell us your budget and we will call you back with finance options for the car you choose.',
          href: '/finance',
          cta: config.finance.buttonText,
        },
  );
  cards.push({
    title: 'Sell or trade your car',
    text: 'Get a valuation in minutes and put it towards your next car.',
    href: sellMyCarUrl(config),
    cta: 'Value my car',
  });
  return {
    positions: listingInserts.positions,
    cards,
    siteConditions: [...new Set(site.listed.map((c) => c.car_type))],
  };
}

const groupsFor = (records: SearchRecord[]) =>
  filterGroups(
    config,
    {
      dealerships: new Set(records.map((r) => r.dealership_name)).size,
      cities: new Set(records.map((r) => r.city)).size,
    },
    (attribute) => {
      const values = new Set<unknown>();
      for (const r of records) {
        const v = (r as unknown as Record<string, unknown>)[attribute];
        for (const x of Array.isArray(v) ? v : [v])
          if (x !== null && x !== undefined && x !== '') values.add(x);
        if (values.size > 1) break;
      }
      return values.size;
    },
  );

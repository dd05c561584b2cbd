import { isInStock } from '~/catalogue/availability.ts';
import type { Car } from '~/catalogue/car.schema.ts';
import { carTypeLabel } from '~/features/car/labels.ts';
import { searchPath } from '~/features/content/links.ts';
import { locationPhone } from '~/features/locations/view.ts';

import type { FeedSite } from './inventory.ts';

/**
 * `/llms.txt` (the llmstxt.org convention: a Markdown file, a title, a one-paragraph
 * summary, then sections of links) telling an AI assistant what the site is, where its stock is
 * in machine-readable form, and how a buyer enquires. Words come from the dealer file and the
 * stock: a caravan yard's file says caravans, a used-only site offers no new ones.
 */
export function llmsTxt(
  cars: readonly Car[],
  site: FeedSite & {
    config: FeedSite['config'] & {
      feeds: { inventoryJson: boolean; googleVehicleListings: boolean; metaAutomotive: boolean };
    };
  },
  now: Date,
): string {
  const { config } = site;
  const base = config.url.replace(/\/+$/, '');
  const noun = config.inventory.noun;
  const forSale = cars.filter(isInStock);
  const types = (['new', 'demo', 'used'] as const).filter((t) =>
    forSale.some((c) => c.car_type === t),
  );
  const typeWords = types.map((t) =>
    carTypeLabel(t, config.features.preOwnedWording).toLowerCase(),
  );
  const and = new Intl.ListFormat('en-AU', { type: 'conjunction' });
  const list = and.format(typeWords);
  const places = site.locations.filter((l) => l.visible);
  const where = and.format([...new Set(places.map((l) => `${l.address.city} ${l.address.state}`))]);
  const date = now.toISOString().slice(0, 10);
  const lines = [
    `# ${config.name}`,
    '',
    `> ${config.name} sells ${list} ${noun.plural.toLowerCase()}${where ? ` from ${where}` : ''}, Australia. ${forSale.length} ${forSale.length === 1 ? noun.singular.toLowerCase() : noun.plural.toLowerCase()} for sale as of ${date}. Prices are in Australian dollars as advertised on each ${noun.singular.toLowerCase()}'s page.`,
    '',
    `Each ${noun.singular.toLowerCase()} has a page at ${base}/cars/{slug} and the same details as JSON at ${base}/cars/{slug}.json. Figures on the site (price, kilometres, repayments) are the dealer's; a repayment is an estimate, not a loan offer.`,
    '',
    '## Stock',
    '',
    ...(config.feeds.inventoryJson
      ? [
          `- [Inventory (JSON)](${base}/inventory.json): every listed ${noun.singular.toLowerCase()} with its price, status, key specifications, photos, location and page`,
          `- [Inventory JSON Schema](${base}/inventory.schema.json): what each field of the inventory means`,
        ]
      : []),
    `- [Search all ${noun.plural.toLowerCase()}](${base}${searchPath('all', noun.plural)}): filters by make, model, price, body and more; the address keeps the filters`,
    ...(config.feeds.googleVehicleListings
      ? [`- [Google vehicle listings feed](${base}/feeds/google-vehicle-listings.tsv)`]
      : []),
    ...(config.feeds.metaAutomotive
      ? [`- [Meta automotive catalogue feed](${base}/feeds/meta-automotive.csv)`]
      : []),
    '',
    '## Enquire',
    '',
    `- On a ${noun.singular.toLowerCase()}'s page: the Enquire form (${base}/cars/{slug}#enquire) reaches the sales team with that ${noun.singular.toLowerCase()} named`,
    `- [Contact us](${base}/contact-us): a general enquiry`,
    ...(config.contact.phones.sales ? [`- Sales phone: ${config.contact.phones.sales}`] : []),
    '',
    '## Locations',
    '',
    ...places.map(
      (l) =>
        `- [${l.name}](${base}/locations/${l.slug}): ${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}; ${locationPhone(l, config.contact.phones.byLocation)}`,
    ),
    '',
  ];
  return lines.join('\n');
}

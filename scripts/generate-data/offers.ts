/** Sample offers: a maker's new-model offers, a caravan maker's, or a used-car yard's own. */
import type { Offer } from '~/catalogue/offer.schema.ts';
import { makeModelName, modelDisplayName } from '~/features/car/labels.ts';
import { slugify } from '~/features/content/links.ts';

import { photoPath } from './photos.ts';
import type { Rng } from './random.ts';
import type { SampleSite } from './sites.ts';
import { caravanMakes, makes } from './vehicles.ts';

/** A used-car yard's own offers (no maker, no model: they are on its pre-owned stock). */
const USED_OFFERS = [
  {
    name: 'Pre-owned finance from 6.99% p.a.',
    category: 'Finance offer',
    description:
      'Finance any pre-owned car in stock from 6.99% p.a. (comparison rate 7.85% p.a.) over 5 years, for approved private buyers.',
  },
  {
    name: 'First service free on any pre-owned car',
    category: 'Bonus offer',
    description:
      'Buy any pre-owned car during the offer and its first service with us is on the house.',
  },
  {
    name: '$500 fuel card with any pre-owned SUV',
    category: 'Bonus offer',
    description:
      'Choose any pre-owned SUV in stock and we add a $500 fuel card when you take delivery.',
  },
  {
    name: '$1,000 extra for your trade-in',
    category: 'Trade-in offer',
    description:
      'Trade in your current car on any pre-owned vehicle over $20,000 and we add $1,000 to our written valuation.',
  },
  {
    name: 'Tow bar fitted on any pre-owned ute or 4WD',
    category: 'Bonus offer',
    description:
      'Buy a pre-owned ute or four-wheel drive during the offer and we fit a tow bar and wiring before you collect it.',
  },
  {
    name: 'Window tint on any pre-owned hatch or sedan',
    category: 'Bonus offer',
    description:
      'Choose any pre-owned hatch or sedan in stock and we tint its side and rear windows before delivery.',
  },
] as const;

/** The terms every maker's offer carries, after what it offers. */
const TERMS =
  'Available on vehicles ordered and delivered between the dates shown, while stocks last; ask us which variants and colours are included and when yours can be delivered.';

/** A caravan maker's offers, each a different kind (no two offers alike). */
const CARAVAN_OFFERS = [
  {
    kind: 'Show Special',
    text: 'show prices on selected {make} vans in our yard, with the show extras included',
  },
  { kind: 'Solar Upgrade', text: 'an extra 200 W solar panel fitted free on any new {make} van' },
  { kind: 'Free Annexe', text: 'a full annexe included with any new {make} family van' },
  {
    kind: 'Tow-Ready Pack',
    text: 'a brake controller and weight-distribution hitch fitted free with any new {make} van',
  },
  {
    kind: 'Low-Rate Finance',
    text: 'finance from 6.49% p.a. (comparison rate 7.12% p.a.) on new {make} vans, for approved buyers',
  },
  { kind: 'Winter Getaway Bonus', text: 'a $750 caravan park voucher with any new {make} van' },
] as const;

export function offers(site: SampleSite, rng: Rng, now: Date, firstId: number): Offer[] {
  const out: Offer[] = [];
  const brands = site.newMakes.length ? site.newMakes : ['Toyota', 'Mazda', 'Hyundai'];
  const windows: [number, number][] = [
    [-30, 40],
    [-10, 20],
    [-5, 55],
    [-60, -2],
    [10, 45],
    [-20, 70],
  ];
  // A yard that sells no new cars advertises its own pre-owned offers, not makers' new-car ones.
  const usedOnly = !site.mix.new;
  windows.forEach(([start, end], i) => {
    const make = brands[i % brands.length]!;
    const pool = makes[make];
    // Each brand in turn, then its next model: no model offered twice.
    const model = pool && !usedOnly ? pool[Math.floor(i / brands.length) % pool.length]! : null;
    const used = USED_OFFERS[i % USED_OFFERS.length]!;
    const maker = make.replace(/ Caravans$/, '');
    const modelName = model ? makeModelName(make, model.name) : '';
    const caravanOffer = CARAVAN_OFFERS[i % CARAVAN_OFFERS.length]!;
    const name = usedOnly
      ? used.name
      : model
        ? `${modelName} ${i % 2 ? 'from 2.9% p.a.' : 'drive-away offer'}`
        : site.caravans
          ? `${maker} ${caravanOffer.kind}`
          : `${make} Bonus Accessories Pack`;
    out.push({
      id: firstId + i,
      name,
      description: usedOnly
        ? used.description
        : model
          ? i % 2
            ? `For a limited time, finance a new ${modelName} from 2.9% p.a. (comparison rate 3.45% p.a.) over 3 years, for approved private and ABN buyers. ${TERMS}`
            : `For a limited time, a sharp drive-away price on selected new ${modelName} variants, for private and ABN buyers. ${TERMS}`
          : site.caravans
            ? `For a limited time, ${caravanOffer.text.replace('{make}', maker)}. ${TERMS}`
            : `For a limited time, a ${make} accessories pack worth $1,500 with selected new vehicles ordered and delivered during the offer.`,
      sanitized_description: null,
      disclaimer: usedOnly
        ? 'Offer valid on pre-owned vehicles purchased and delivered between the dates shown, while stocks last. Not available with any other offer. Finance offers subject to lender approval, fees and charges apply. See us for full terms and conditions.'
        : 'Offer valid on new vehicles purchased and delivered between the dates shown, while stocks last. Not available with any other offer. Excludes fleet, government and rental buyers. Finance offers subject to lender approval, fees and charges apply. See dealer for full terms and conditions.',
      category: usedOnly
        ? used.category
        : model
          ? i % 2
            ? 'Finance offer'
            : 'Drive-away offer'
          : site.caravans && caravanOffer.kind === 'Low-Rate Finance'
            ? 'Finance offer'
            : 'Bonus offer',
      image_url: model
        ? photoPath(
            model.body,
            rng.pick(['white', 'red', 'blue', 'silver']),
            'front',
            site.backdrop,
          )
        : usedOnly
          ? photoPath('suv', rng.pick(['white', 'red', 'blue', 'silver']), 'front', site.backdrop)
          : photoPath(
              caravanMakes[make]?.[0]?.body ?? 'hardtop',
              (['white', 'silver', 'blue', 'red', 'white', 'silver'] as const)[i]!,
              'front',
              site.backdrop,
            ),
      image_or_model_image: null,
      manufacturer: { name: make, slug: slugify(make) },
      model: model
        ? {
            name: model.name,
            slug: slugify(modelDisplayName(make, model.name)),
            override_url: null,
          }
        : null,
      excluded_website_ids: [],
      dealership_id: site.locations[i % site.locations.length]!.dealershipId,
      starts_at:
        new Date(now.getTime() + start * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00+10:00',
      expires_at:
        new Date(now.getTime() + end * 86_400_000).toISOString().slice(0, 10) + 'T23:59:59+10:00',
    });
  });
  return out;
}

import type { Car } from '~/catalogue/car.schema.ts';
import type { Offer } from '~/catalogue/offer.schema.ts';
import { dateFormat } from '~/components/formats.ts';
import { manufacturerDisplayName } from '~/features/car/labels.ts';
import type { OfferRate } from '~/features/finance/calculator-view.ts';

/** Offers whose date window contains `now` (spec States: shown only within start and expiry dates). */
export function activeOffers(offers: Offer[], now: Date): Offer[] {
  const t = now.getTime();
  return offers.filter((o) => Date.parse(o.starts_at) <= t && t <= Date.parse(o.expires_at));
}

/** An annual rate as offers state it ('2.9% p.a.'), its figure captured. */
const RATE = /(\d+(?:\.\d+)?)\s*%\s*p\.\s*a\./i;
const textOfOffer = (offer: Pick<Offer, 'name' | 'description'>) =>
  `${offer.name} ${offer.description ?? ''}`.replace(/<[^>]*>/g, ' ');

/** Whether an offer advertises an interest rate ('from 2.9% p.a.'), in its name or its text. */
export const advertisesRate = (offer: Pick<Offer, 'name' | 'description'>): boolean =>
  RATE.test(textOfOffer(offer));

/** The comparison rate an offer states ('3.45%' from '(comparison rate 3.45% p.a.)'); null if none. */
export function offerComparisonRate(offer: Pick<Offer, 'name' | 'description'>): string | null {
  const m = /comparison rate(?:\s+of)?\s+(\d+(?:\.\d+)?)\s*%/i.exec(textOfOffer(offer));
  return m ? `${m[1]}%` : null;
}

/**
 * Whether an offer that advertises an interest rate also states its comparison rate: the
 * National Credit Code requires one beside an advertised annual rate. An offer that advertises
 * no rate passes.
 */
export const statesComparisonRate = (offer: Pick<Offer, 'name' | 'description'>): boolean =>
  !advertisesRate(offer) || offerComparisonRate(offer) !== null;

/**
 * The offer's name as shown: a name that advertises a rate ('Kia Cerato from 2.9% p.a.') carries
 * the comparison rate the offer states right after it, in the same words and size: 'Kia Cerato
 * from 2.9% p.a. (comparison rate 3.45% p.a.*)'. The asterisk is the page's comparison-rate
 * warning.
 */
export function offerTitle(offer: Pick<Offer, 'name' | 'description'>): string {
  const comparison = offerComparisonRate(offer);
  return RATE.test(offer.name) && !/comparison rate/i.test(offer.name) && comparison
    ? `${offer.name} (comparison rate ${comparison} p.a.*)`
    : offer.name;
}

/**
 * The offers a website shows: running now, not excluded for it (spec Entities excluded_website_ids),
 * and for the cars it sells: an offer on a model (a maker's new-vehicle offer) only where the site
 * lists new cars, so a used-only yard never advertises factory offers on new vehicles. An offer
 * advertising a rate without its comparison rate is left out (the build reports it).
 */
export function siteOffers(
  offers: Offer[],
  websiteId: number,
  now: Date,
  listed: readonly Pick<Car, 'car_type'>[],
): Offer[] {
  const sellsNew = listed.some((c) => c.car_type === 'new');
  return activeOffers(offers, now).filter(
    (o) =>
      !o.excluded_website_ids.includes(websiteId) &&
      (sellsNew || !o.model) &&
      statesComparisonRate(o),
  );
}

/**
 * The finance offer a car qualifies for: a running offer (one of `siteOffers`) on the car's make
 * and model that advertises a rate with its comparison rate, for a new car (the offers are the
 * makers' new-vehicle finance). The lowest rate wins where two apply. Null for any other car, and
 * for an offer on no model, which names no car it is for.
 */
export function offerRateFor(
  car: Pick<Car, 'make' | 'model' | 'car_type'>,
  offers: readonly Offer[],
): OfferRate | null {
  if (car.car_type !== 'new') return null;
  const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();
  let best: OfferRate | null = null;
  for (const o of offers) {
    if (!o.model || !same(o.model.name, car.model) || !same(offerMake(o), car.make)) continue;
    // The first rate stated, name before text: the offer's own, not its comparison rate after it.
    const text = textOfOffer(o);
    const stated = RATE.exec(text);
    const comparison = offerComparisonRate(o);
    if (!stated || !comparison) continue;
    const rate = Number(stated[1]);
    const term = /\bover (\d+) years?\b/i.exec(text);
    if (best && best.rate <= rate) continue;
    best = {
      rate,
      termYears: term ? Number(term[1]) : null,
      rateName: `the ${offerMake(o)} ${o.model.name} finance offer's rate`,
      comparisonRate: Number(comparison.replace('%', '')),
    };
  }
  return best;
}
/** The offer's manufacturer as visitors read it (spec Entities: a string or an object with a name). */
export function offerMake(offer: Pick<Offer, 'manufacturer'>): string | null {
  const m = offer.manufacturer;
  if (!m) return null;
  return manufacturerDisplayName(typeof m === 'string' ? m : m.name);
}

/** The photo an offer shows: its own, else its model's (spec Entities image_or_model_image). */
export const offerImage = (offer: Pick<Offer, 'image_url' | 'image_or_model_image'>) =>
  offer.image_url || offer.image_or_model_image?.url || null;

/** Spec Constants 'Offer ends {date}', in the offers' own +10:00 time (spec States). */
export const offerEnds = (offer: Pick<Offer, 'expires_at'>) =>
  `Offer ends ${dateFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Etc/GMT-10',
  }).format(new Date(offer.expires_at))}`;

/** The values the offers grid can be narrowed by, with how many offers each has, sorted by name. */
export function offerFacets(offers: { category: string | null; make: string | null }[]): {
  categories: [string, number][];
  makes: [string, number][];
} {
  const count = (values: (string | null | undefined)[]) => {
    const m = new Map<string, number>();
    for (const v of values) if (v) m.set(v, (m.get(v) ?? 0) + 1);
    return [...m].sort((a, b) => a[0].localeCompare(b[0]));
  };
  return {
    categories: count(offers.map((o) => o.category)),
    makes: count(offers.map((o) => o.make)),
  };
}

/** Spec Entities page size of the offers search. */
export const OFFERS_PER_PAGE = 21;

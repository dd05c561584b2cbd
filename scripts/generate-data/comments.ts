/**
 * Sample dealer comments, written from the car itself as a salesperson would: what it is, what it
 * has, and what to do next. A sold car says SOLD first and offers to find another; a car coming
 * soon says when to ask; a caravan speaks of berths and towing, never of test drives or owners'
 * kilometres. Each car draws its own words (its own Rng), so no two pages read the same.
 */
import type { Car } from '~/catalogue/car.schema.ts';
import { formatKm } from '~/features/car/labels.ts';

import type { Rng } from './random.ts';

type CommentCar = Pick<
  Car,
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'car_type'
  | 'status'
  | 'km'
  | 'colour'
  | 'standardEquipment'
  | 'item_type'
  | 'specifications'
  | 'location_name'
>;

/** 'A', 'B and C', 'A, B and C'. */
function list(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** A feature mid-sentence: 'Sat nav' → 'sat nav'; names and acronyms kept ('Apple CarPlay', 'LED headlights'). */
const lower = (s: string) =>
  /^[A-Z][a-z]+\b/.test(s) && !/^(Apple|Android|Bluetooth)\b/.test(s)
    ? s.charAt(0).toLowerCase() + s.slice(1)
    : s;

/** Up to three of the car's features, as a sentence, or nothing when it lists none. */
function highlights(car: CommentCar, rng: Rng): string {
  const pool = [...car.standardEquipment];
  const shown: string[] = [];
  while (pool.length && shown.length < 3)
    shown.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  if (!shown.length) return '';
  const lead = rng.pick(['Features include', 'Highlights include', 'It comes with', 'Fitted with']);
  return `${lead} ${list(shown.map(lower))}.`;
}

const nextStep = {
  car: [
    'Finance is available and we welcome your trade-in.',
    'Book a test drive and we will have it ready and waiting.',
    'Call us or send an enquiry and we will answer the same day.',
    'Ask us for a finance quote and a trade-in valuation in one visit.',
    'We can arrange delivery across the state.',
  ],
  caravan: [
    'Come and walk through it in our yard at a time that suits.',
    'Finance is available and we welcome your trade-in, car or van.',
    'We can fit a brake controller and check your tow vehicle before you collect it.',
    'Australia-wide delivery can be arranged.',
  ],
};

function usedCar(car: CommentCar, rng: Rng, now: number): string {
  const age = Math.max(1, now - car.year);
  const km = car.km ?? 0;
  const opener =
    km < age * 10_000
      ? `Low kilometres for a ${car.year}: ${formatKm(km)} on the clock.`
      : rng.pick([
          `A well-kept ${car.model} with ${formatKm(km)} and a logbook service history.`,
          `Traded in by a local owner and serviced by our workshop before sale.`,
          `${formatKm(km)}, independently inspected, with a fresh roadworthy certificate.`,
          `Finished in ${car.colour ?? 'a factory colour'} and presented beautifully inside and out.`,
          `This ${car.model} has been serviced on time, every time, and it shows.`,
          `A clean ${car.year} ${car.model}: no accident history, and the PPSR check is clear.`,
          `Tidy inside and out, with ${formatKm(km)} and the balance of its rego.`,
          `Our technicians have been over this ${car.model}, and it is ready to drive away.`,
        ]);
  return [opener, highlights(car, rng), rng.pick(nextStep.car)].filter(Boolean).join(' ');
}

function newCar(car: CommentCar, rng: Rng): string {
  const name = [car.model, car.badge].filter(Boolean).join(' ');
  const opener =
    car.car_type === 'demo'
      ? rng.pick([
          `Our own ${name} demonstrator with ${formatKm(car.km ?? 0)}, serviced by our technicians.`,
          `Ex-demonstrator ${name}: the balance of the new-car warranty, for less than new.`,
          `Driven only by our staff and presented as new, with ${formatKm(car.km ?? 0)}.`,
        ])
      : rng.pick([
          `Brand new ${name} in ${car.colour ?? 'a factory colour'}, in stock at ${car.location_name ?? 'our dealership'}.`,
          `A new ${name} with the full factory warranty and capped-price servicing.`,
          `In stock and ready for delivery: a new ${name} in ${car.colour ?? 'a factory colour'}.`,
        ]);
  return [opener, highlights(car, rng), rng.pick(nextStep.car)].filter(Boolean).join(' ');
}

function caravan(car: CommentCar, rng: Rng, now: number): string {
  const spec = car.specifications;
  const size = spec?.body_length ? `${spec.body_length} m` : null;
  const sleeps = spec?.sleeps ? `sleeps ${spec.sleeps}` : null;
  const layout = [size, sleeps].filter(Boolean).join(' that ');
  const opener =
    car.car_type === 'used'
      ? rng.pick([
          `A ${car.year} ${car.model}${layout ? `, ${layout}` : ''}, checked in our workshop: brakes, bearings, gas and electrics.`,
          `Well looked after by its owners and ready for the next trip${now - car.year > 5 ? ', with new tyres fitted' : ''}.`,
          `Presented in excellent condition, with every appliance tested and a fresh weight certificate.`,
        ])
      : rng.pick([
          `New ${car.model}${layout ? `, ${layout}` : ''}, with the full manufacturer warranty.`,
          `New and in our yard now: walk through the ${car.model} and see the layout for yourself.`,
          `Ready to tow away: a new ${car.model} in ${car.colour ?? 'factory finish'}.`,
        ]);
  return [opener, highlights(car, rng), rng.pick(nextStep.caravan)].filter(Boolean).join(' ');
}

function sold(car: CommentCar, rng: Rng): string {
  const what = car.item_type === 'caravan' ? 'van' : car.model;
  return [
    `SOLD. This ${car.year} ${car.make} ${car.model} has found a new home.`,
    rng.pick([
      `Tell us what you are after and we will find you another ${what}.`,
      `We have more like it in stock, and we can look out for the next one that comes in.`,
      `Ask us to find you something similar: we will call you when the right one arrives.`,
    ]),
  ].join(' ');
}

function comingSoon(car: CommentCar, rng: Rng): string {
  return [
    `Arriving soon: a ${car.year} ${car.model}${car.badge ? ` ${car.badge}` : ''}, not yet in our yard.`,
    rng.pick([
      'Enquire now to reserve it before it lands.',
      'Send an enquiry and we will tell you the moment it arrives.',
    ]),
  ].join(' ');
}

/**
 * The car's comments: by what it is and whether it can still be bought; `long` adds the
 * dealership's standard promise (a few listings carry one, and the page shows Show More).
 */
export function dealerComments(car: CommentCar, long: boolean, rng: Rng, now: Date): string {
  const year = now.getUTCFullYear();
  if (car.status === 'sold') return sold(car, rng);
  if (car.status === 'coming_soon') return comingSoon(car, rng);
  const text =
    car.item_type === 'caravan'
      ? caravan(car, rng, year)
      : car.car_type === 'used'
        ? usedCar(car, rng, year)
        : newCar(car, rng);
  if (!long) return text;
  const promise =
    car.item_type === 'caravan'
      ? 'Every van we sell goes through our workshop first, and our team takes you through the hitch, brakes, gas and electrics at handover. We can fit a weight-distribution hitch, brake controller or extra solar before you collect it, and finance is available on the spot with competitive rates.'
      : car.car_type === 'used'
        ? 'Every used vehicle we sell is serviced by our own technicians and detailed inside and out before delivery, and it comes with two keys and its logbook where supplied. Finance is available on the spot with competitive rates, we welcome your trade-in, and we can have the car ready for a test drive at a time that suits you.'
        : 'We will take you through every feature at handover and set up your phone, keys and accessories before you drive away. Finance is available on the spot with competitive rates, we welcome your trade-in, and we can have the car ready for a test drive at a time that suits you. Delivery across the state can be arranged.';
  return `${text} ${promise}`;
}

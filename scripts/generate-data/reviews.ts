/**
 * Sample customer reviews, written for each dealer: a caravan yard's buyers talk about handovers
 * and towing, a franchise's about its models and service department, a used-car yard's about
 * trade-ins and finance. The words follow the rating (a five-star review has nothing to complain
 * about; a two-star one says what went wrong), no text repeats within a dealer, and the dealer
 * answers every low rating and thanks many happy customers by name.
 */
import type { ReviewSet } from '~/catalogue/review.schema.ts';
import { modelDisplayName } from '~/features/car/labels.ts';

import { Rng } from './random.ts';
import {
  apology,
  complaint,
  customers,
  happyClose,
  happyOpen,
  type Kind,
  mixedClose,
  praise,
  smallGripe,
  staff,
  thanksByName,
  usedModels,
  type Voice,
} from './review-words.ts';
import type { SampleSite } from './sites.ts';
import { caravanMakes, makes } from './vehicles.ts';

const fill = (text: string, slots: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => slots[k] ?? k);

function voiceOf(site: SampleSite, rng: Rng): Voice {
  const kind: Kind = site.caravans ? 'caravan' : site.newMakes.length ? 'franchise' : 'used';
  const items =
    kind === 'caravan'
      ? Object.values(caravanMakes).flatMap((ms) => ms.map((m) => m.name))
      : kind === 'franchise'
        ? site.newMakes.flatMap((make) =>
            (makes[make] ?? []).map((m) => modelDisplayName(make, m.name)),
          )
        : usedModels;
  const names = [...staff];
  const take = () => names.splice(rng.int(0, names.length - 1), 1)[0]!;
  return { kind, items, sales: take(), finance: take(), service: take(), manager: take() };
}

/**
 * Draws sentences for one dealer's reviews and replies so none reads alike: each piece is used
 * once. An optional piece whose pool has run out is left out; a required one (a review's
 * substance, a reply) may use a piece a second time, with other words in its slots.
 */
class Pen {
  private readonly uses = new Map<string, number>();
  private readonly written = new Set<string>();
  constructor(private readonly rng: Rng) {}
  write(pool: readonly string[], slots: Record<string, string>, required: boolean): string {
    const limit = () => (required ? 2 : 1);
    for (let tries = 0; tries < 20; tries++) {
      const fresh = pool.filter((t) => (this.uses.get(t) ?? 0) < limit());
      if (!fresh.length) return '';
      const t = this.rng.pick(fresh);
      const text = fill(t, slots);
      if (this.written.has(text)) continue;
      this.uses.set(t, (this.uses.get(t) ?? 0) + 1);
      this.written.add(text);
      return text;
    }
    return '';
  }
}

/** One review's sentences for its rating, in this dealer's voice. */
function reviewSentences(rating: number, voice: Voice, item: string, pen: Pen, rng: Rng): string[] {
  const slots = {
    item,
    thing: voice.kind === 'caravan' ? 'van' : 'car',
    sales: voice.sales,
    finance: voice.finance,
    service: voice.service,
  };
  /** A piece from the pool: required, or with probability `p`. */
  const one = (pool: readonly string[], p?: number) =>
    p === undefined
      ? pen.write(pool, slots, true)
      : rng.chance(p)
        ? pen.write(pool, slots, false)
        : '';
  const parts =
    rating >= 5
      ? [
          one(happyOpen, 0.6),
          one(praise[voice.kind]),
          one(praise[voice.kind], 0.2),
          one(happyClose, 0.5),
        ]
      : rating === 4
        ? [one(praise[voice.kind]), one(smallGripe)]
        : rating === 3
          ? [one(praise[voice.kind]), one(complaint), one(mixedClose)]
          : [one(complaint), one(complaint), one(mixedClose)];
  return parts.filter(Boolean);
}

export function reviews(site: SampleSite, now: Date, firstId: number): ReviewSet {
  const rng = new Rng(site.seed * 13 + 5);
  const voice = voiceOf(site, rng);
  const phone = site.locations[0]!.phone;
  const pen = new Pen(rng);
  // Customers in an order of this dealer's own, none twice.
  const pool = [...customers];
  const order = customers.map(() => pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  const list = Array.from({ length: 24 }, (_, i) => {
    const rating = rng.chance(0.72) ? 5 : rng.chance(0.65) ? 4 : rng.int(2, 3);
    // The item the review is about, named again in the dealer's reply.
    const item = rng.pick(voice.items);
    const text = reviewSentences(rating, voice, item, pen, rng).join(' ');
    const name = order[i % order.length]!;
    const day = rng.int(1, 400);
    const date = new Date(now.getTime() - day * 86_400_000).toISOString().slice(0, 10);
    // The dealer answers every low rating within a day or two, and thanks many happy customers.
    const replies = rating < 4 || rng.chance(0.45);
    const replyDay = Math.max(0, day - rng.int(0, 2));
    const slots = { name, phone, manager: voice.manager, sales: voice.sales, item };
    const reply = replies
      ? pen.write(rating < 4 ? apology : thanksByName, slots, true) || null
      : null;
    return {
      id: firstId + i,
      customer_name: `${name} ${String.fromCharCode(65 + rng.int(0, 25))}.`,
      text,
      rating,
      review_date: date,
      reply_text: reply,
      reply_date: reply
        ? new Date(now.getTime() - replyDay * 86_400_000).toISOString().slice(0, 10)
        : null,
      image: null,
      dealership_id: site.locations[0]!.dealershipId,
    };
  });
  return { count: site.reviews.count, average_rating: site.reviews.average, reviews: list };
}

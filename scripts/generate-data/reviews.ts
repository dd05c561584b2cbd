/**
 * Sample customer reviews, written for each dealer: a caravan yard's buyers talk about handovers
 * and towing, a franchise's about its models and service department, a used-car yard's about
 * trade-ins and finance. The words follow the rating (a five-star review has nothing to complain
 * about; a two-star one says what went wrong), no text repeats within a dealer, and the dealer
 * answers every low rating and thanks many happy customers by name.
 */
import type { ReviewSet } from '~/catalogue/review.schema.ts';
import { modelDisplayName } from '~/features/inventory/labels.ts';

import { Rng } from './random.ts';
import type { SampleSite } from './sites.ts';
import { caravanMakes, makes } from './vehicles.ts';

const customers = [
  'Olivia',
  'Jack',
  'Charlotte',
  'William',
  'Mia',
  'Noah',
  'Amelia',
  'Lachlan',
  'Isla',
  'Thomas',
  'Chloe',
  'Liam',
  'Priya',
  'Wei',
  'Aroha',
  'Mohammed',
  'Grace',
  'Hamish',
  'Sienna',
  'Ethan',
  'Zara',
  'Kai',
  'Ruby',
  'Arjun',
  'Matilda',
  'Declan',
  'Mei',
  'Sione',
  'Harriet',
  'Tariq',
];
const staff = [
  'Daniel',
  'Sam',
  'Bec',
  'Josh',
  'Tayla',
  'Marco',
  'Jess',
  'Anh',
  'Brooke',
  'Connor',
  'Fatima',
  'Luke',
  'Steph',
  'Raj',
  'Nikki',
  'Tom',
];

type Kind = 'franchise' | 'used' | 'caravan';
interface Voice {
  kind: Kind;
  /** Things bought here: model names for a franchise or caravan yard, plain nouns for a used yard. */
  items: string[];
  sales: string;
  finance: string;
  service: string;
  manager: string;
}

/** One-sentence pieces by rating; `{item}`, `{sales}`, `{finance}`, `{service}` are this dealer's. */
const praise: Record<Kind, string[]> = {
  franchise: [
    '{sales} walked us through every {item} on the floor and never once pushed.',
    'Picked up our new {item} on Saturday and it was detailed, fuelled and ready.',
    '{service} in the service department had the car back the same afternoon with a clear invoice.',
    'The handover took an hour and {sales} set up the phone and every app before we left.',
    '{finance} had the finance approved before we had finished the test drive.',
    'They honoured the online price and the trade-in figure they quoted over the phone.',
    'Our {item} was ordered in, and {sales} rang every week with where it was.',
    'First service was booked for us at pick-up, with a loan car arranged.',
    'Test drove the {item} twice and nobody hurried us.',
    'The {item} came with floor mats and a full tank, as promised.',
    'Booked a service online and the courtesy bus had me at work by nine.',
    'They matched the quote I had from another dealer on the {item} without any fuss.',
    '{sales} stayed back after closing so we could pick up our {item} after work.',
    'Clear pricing on the {item}, with no surprises on the contract.',
    'Our {item} was cleaned and ready under a cover for the handover photo.',
    'Swapped colours on the {item} at the last minute and {sales} made it happen.',
    'The {item} we wanted was at another branch and they had it here in two days.',
    'Took the {item} home overnight to check it fitted the garage, and it did.',
    "{service} explained the {item}'s servicing plan in plain English.",
    'Accessories for the {item} were fitted before pick-up, at the price quoted.',
  ],
  used: [
    '{sales} gave a fair figure for my old car and the paperwork was done in twenty minutes.',
    'The {item} I bought was exactly as described, with the full service history in the glovebox.',
    '{finance} found a better rate than my bank and explained every line of the contract.',
    'No pressure at all: {sales} let me take the {item} out twice before deciding.',
    'They had the roadworthy done and the rego transferred before I picked it up.',
    'Found the {item} online on Thursday and drove it home on Saturday.',
    'Honest about a small mark on the bumper of the {item} before I even asked.',
    '{sales} sent a video walk-around of the {item} so I could decide from two hours away.',
    'The price on the windscreen of the {item} was the price I paid.',
    'They let my mechanic look over the {item} before I bought it.',
    'A good range under $20,000, which is hard to find.',
    'Our first car for our daughter, and {sales} took the time to explain everything to her.',
    'Bought a {item} as a work vehicle and had it on the road the next day.',
    'The independent inspection report on the {item} was waiting for me when I arrived.',
    'Paid a fair price for the {item}, a little under what others were asking.',
    '{finance} had the loan for the {item} approved the same afternoon.',
    'The {item} had new tyres and a fresh service, as the listing said.',
    'Drove three hours to see the {item} and it was worth it.',
    'They held the {item} for me over the weekend with a small deposit.',
    "The {item} came with two keys and the owner's manuals.",
  ],
  caravan: [
    '{sales} spent two hours on the handover: gas, batteries, water and the brake controller.',
    'Our {item} was ready on the day promised, with the annexe already set up for the photos.',
    '{service} fitted an extra solar panel and a weight-distribution hitch before we collected.',
    'They checked our tow vehicle could take the ball weight before we signed anything.',
    'Walked through six layouts with {sales} and never felt rushed.',
    '{finance} sorted the finance for the van and the ute in one go.',
    'A fault with the fridge on our first trip was fixed under warranty within a week.',
    'They delivered our {item} to the caravan park and set it up for us.',
    'The {item} has been up the Gibb River Road and back without a single rattle.',
    'First-timers to caravanning, and {sales} showed us how to reverse the {item} in the yard.',
    'Traded our camper trailer on the {item} and got a fair price.',
    'The pre-delivery check on our {item} caught a loose water fitting before we left.',
    '{service} booked our first service around our next trip.',
    'Honest advice on which {item} layout suited two adults and a dog.',
    'The {item} was exactly as pictured, down to the fabrics.',
    'They held our {item} until our tow vehicle was ready.',
    '{finance} had the loan for our {item} approved in a day.',
    'Took our grandkids through the bunk layout of the {item} and they were sold.',
    'The handover pack for the {item} had every manual and a checklist for the first trip.',
    'Picked our {item} from their show-day stock at a fair price.',
  ],
};
const happyOpen = [
  'Couldn’t fault them.',
  'Best {thing}-buying experience we have had.',
  'Highly recommend.',
  'Five stars from our family.',
  'Genuinely helpful people.',
  'Straightforward from start to finish.',
  'Really impressed.',
  'Would buy here again.',
  'Second purchase here and just as good as the first.',
  'What a great team.',
  'So glad we went here.',
  'Easy, friendly and quick.',
];
const happyClose = [
  'Thanks to the whole team.',
  'We will be back for the next one.',
  'Recommended to all our friends already.',
  'A great local business.',
  'Worth the drive.',
  'Thank you!',
  'See you at the first service.',
  'Cannot recommend them enough.',
];
/** A four-star review is happy with one small reservation. */
const smallGripe = [
  'Only wish the coffee in the waiting area was better.',
  'The wait for a delivery date was a little longer than quoted.',
  'Parking out the front is tight on a Saturday.',
  'The online listing could have had more photos of the interior.',
  'Paperwork took a bit longer than expected, but nothing major.',
  'Had to chase the second key, which arrived a few days later.',
  'The showroom was busy, so we waited a while to be seen.',
  'A follow-up call a week later would have been nice.',
  'Would have liked the detailing to include the boot.',
  'The number plates took a few extra days.',
];
const complaint = [
  'Took three calls to get anyone to ring me back about the {thing}.',
  'The {thing} was not ready at the agreed pick-up time and nobody warned us.',
  'The trade-in offer dropped once I got there, which was disappointing.',
  'A scratch we pointed out at handover still had not been fixed a month later.',
  'Finance took over a week and the paperwork had mistakes in it.',
  'The service took two days longer than quoted.',
  'Nobody could tell us when the second key would arrive.',
  'The {thing} was advertised with features it did not have.',
  'Nobody returned my emails after the sale.',
  'The detailing was rushed and there was dust all through the {thing}.',
];
const mixedClose = [
  'Some good people there, but the follow-up needs work.',
  'Would think twice before going back.',
  'Two stars for the salesperson, who tried.',
  'Got there in the end.',
  'Hope they sort out their communication.',
  'Not the experience I expected.',
];

/** Popular used models a used-car yard's customers buy. */
const usedModels = [
  'Corolla',
  'HiLux',
  'Ranger',
  'CX-5',
  'i30',
  'Outlander',
  'X-Trail',
  'RAV4',
  'Camry',
  'Tucson',
  'Cerato',
  'Navara',
];

const thanksByName = [
  'Thanks {name}, it was a pleasure looking after you. Enjoy the {item}!',
  'Thank you {name}. {sales} will be glad to read this: see you at the first service.',
  'Great to hear, {name}. Safe travels, and thanks for choosing us.',
  'Thanks for taking the time to write this, {name}. We look forward to seeing you again.',
  'Cheers {name}! We have passed your kind words on to the team.',
  'Thanks {name}. Reviews like yours make the team’s week.',
  'Much appreciated, {name}. Call in any time you are passing.',
  'Thank you, {name}. Enjoy every kilometre.',
  'Lovely to read, {name}. Thanks for trusting us with your purchase.',
  'Thanks {name}, and welcome to the family. We are here whenever you need us.',
];
const apology = [
  'Hi {name}, I am sorry we let you down. I have read your feedback and would like to make this right: please call me on {phone}. {manager}, Dealer Principal',
  '{name}, thank you for telling us. This is not the standard we set ourselves, and I will be in touch today. {manager}, General Manager',
  'Sorry to hear this, {name}. I have spoken to the team about it; please ring me directly on {phone} so we can fix it. {manager}',
];

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

/** The words the sample reviews are written from (`reviews.ts` draws them, each piece once per dealer). */

export type Kind = 'franchise' | 'used' | 'caravan';
export interface Voice {
  kind: Kind;
  /** Things bought here: model names for a franchise or caravan yard, plain nouns for a used yard. */
  items: string[];
  sales: string;
  finance: string;
  service: string;
  manager: string;
}

export const customers = [
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
export const staff = [
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

/** One-sentence pieces by rating; `{item}`, `{sales}`, `{finance}`, `{service}` are this dealer's. */
export const praise: Record<Kind, string[]> = {
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
export const happyOpen = [
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
export const happyClose = [
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
export const smallGripe = [
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
export const complaint = [
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
export const mixedClose = [
  'Some good people there, but the follow-up needs work.',
  'Would think twice before going back.',
  'Two stars for the salesperson, who tried.',
  'Got there in the end.',
  'Hope they sort out their communication.',
  'Not the experience I expected.',
];

/** Popular used models a used-car yard's customers buy. */
export const usedModels = [
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

export const thanksByName = [
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
export const apology = [
  'Hi {name}, I am sorry we let you down. I have read your feedback and would like to make this right: please call me on {phone}. {manager}, Dealer Principal',
  '{name}, thank you for telling us. This is not the standard we set ourselves, and I will be in touch today. {manager}, General Manager',
  'Sorry to hear this, {name}. I have spoken to the team about it; please ring me directly on {phone} so we can fix it. {manager}',
];

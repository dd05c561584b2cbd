import {
  FILLER,
  NUMBER_WORDS,
  SORT_WORDS,
  SYNONYMS,
  WORD_FACETS,
  type WordFacet,
} from './synonyms.ts';
import type { AskRangeAttribute, AskVocabulary } from './vocabulary.ts';

export interface AskRange {
  min?: number;
  max?: number;
}

/**
 * A phrase read as the search's own state: facet values and ranges under their URL parameter
 * names, the words left over as the text query, and a sort option value ('' for the default).
 */
export interface Asked {
  filters: Record<string, string[] | AskRange>;
  query: string;
  sortBy: string;
  /** The buyer's own words behind each filter ('white', 'under 30k'), to name it back to them. */
  said?: Record<string, string>;
  /** A weekly budget ($ a week) the price range was read from, for its chip to name. */
  weekly?: number;
}

/** A phrasing as the lexicon keys it: lower case, letters and digits only. */
export const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

type Lexicon = Map<string, { facet: WordFacet; values: string[] }>;

/**
 * Every phrasing the dealer's stock backs, keyed by its compact form: each stock value under its
 * own name, a multi-word model also under its first word (its family: 'corolla'), colours under
 * their family words ('white'), and the synonym groups joined to the values they name. A key
 * names the first facet (in `WORD_FACETS` order) that claims it.
 */
export function buildLexicon(vocab: AskVocabulary): Lexicon {
  const lexicon: Lexicon = new Map();
  const claim = (key: string, facet: WordFacet, values: string[]) => {
    if (key.length < 2 || FILLER.has(key)) return;
    const had = lexicon.get(key);
    if (!had) lexicon.set(key, { facet, values: [...values] });
    else if (had.facet === facet)
      for (const v of values) if (!had.values.includes(v)) had.values.push(v);
  };
  for (const facet of WORD_FACETS) {
    const values = vocab.values[facet] ?? [];
    // A key's own values: exact names first, then families.
    const named = new Map<string, string[]>();
    const add = (key: string, value: string) => {
      const list = named.get(key) ?? [];
      if (!list.includes(value)) list.push(value);
      named.set(key, list);
    };
    for (const v of values) add(compact(v), v);
    if (facet === 'model')
      for (const v of values) {
        const first = compact(v.split(' ')[0]!);
        if (v.includes(' ') && !values.some((o) => compact(o) === first)) add(first, v);
      }
    if (facet === 'colour')
      for (const group of SYNONYMS.colour)
        for (const v of values)
          if (
            v
              .toLowerCase()
              .split(/\s+/)
              .some((w) => group.includes(w))
          )
            for (const word of group) if (!values.some((o) => compact(o) === word)) add(word, v);
    if (facet !== 'colour')
      for (const group of SYNONYMS[facet]) {
        const keys = group.map(compact);
        const hits = [...new Set(keys.flatMap((k) => named.get(k) ?? []))];
        if (hits.length) for (const k of keys) for (const v of hits) add(k, v);
      }
    for (const [key, list] of named) claim(key, facet, list);
  }
  return lexicon;
}

/** Optimal string alignment distance, stopping once it exceeds `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Keys a misspelling may be taken for: not badges (short codes), not under 4 letters. */
const fuzzyKeys = new WeakMap<Lexicon, string[]>();

/** The one key a misspelt word is closest to (1 edit from 5 letters, 2 from 8), or undefined. */
function nearest(word: string, lexicon: Lexicon): string | undefined {
  if (word.length < 5 || /\d/.test(word)) return undefined;
  let keys = fuzzyKeys.get(lexicon);
  if (!keys) {
    keys = [...lexicon].filter(([k, e]) => e.facet !== 'badge' && k.length >= 4).map(([k]) => k);
    fuzzyKeys.set(lexicon, keys);
  }
  const limit = word.length >= 8 ? 2 : 1;
  let found: string | undefined;
  let best = limit + 1;
  for (const key of keys) {
    if (Math.abs(key.length - word.length) >= best) continue;
    const d = distance(word, key, best - 1);
    if (d < best) [found, best] = [key, d];
  }
  return found;
}

const OP_MAX = 'under|below|less than|up to|max|maximum|no more than|at most|cheaper than|within';
const OP_MIN = 'over|above|more than|at least|min|minimum|starting at|from';
const OP_NEAR = 'around|about|roughly|approx|approximately|near|circa|~';
const NUM = '(\\d+(?:\\.\\d+)?)';
const THOUSANDS = '(k(?!m)|grand|thousand)';
const YEAR = '((?:19|20)\\d\\d)';
const IS_MIN = new RegExp(`^(?:${OP_MIN})$`);
const IS_NEAR = new RegExp(`^(?:${OP_NEAR})$`);

type Range = AskRange;
const money = (n: string, unit: string | undefined) => Number(n) * (unit ? 1000 : 1);
const round500 = (n: number) => Math.round(n / 500) * 500;
const kg = (n: string, unit: string | undefined) =>
  Number(n) * (unit && !unit.startsWith('k') ? 1000 : 1);
/** A bound from its operator word: at least, about (±10%, to $500), else at most. */
const bound = (op: string | undefined, n: number): Range =>
  op && IS_MIN.test(op)
    ? { min: n }
    : op && IS_NEAR.test(op)
      ? { min: round500(n * 0.9), max: round500(n * 1.1) }
      : { max: n };

/** What a rule may do with its match; a rule returning false declines it (the text stays). */
interface Reading {
  vocab: AskVocabulary;
  now: Date;
  range: (attr: AskRangeAttribute, r: Range) => void;
  /** The weekly budget a price came from. */
  budget: (weekly: number) => void;
}
type Rule = [RegExp, (m: (string | undefined)[], at: Reading) => boolean | void];

/** Number-bearing phrasings, tried in this order, each match taken out of the phrase. */
const RULES: Rule[] = [
  // A weekly budget: the subscription price where it is one, else the price it buys.
  [
    new RegExp(
      `(?:(${OP_MAX}|${OP_NEAR})\\s*)?\\$?\\s?${NUM}\\s?(?:(?:a|per|\\/|p)\\s?(?:week|wk|w)\\b|pw\\b|weekly\\b)`,
      'g',
    ),
    ([, op, n], { vocab, range, budget }) => {
      const weekly = Number(n);
      if (vocab.weekly) {
        range('price', { max: priceFor(weekly, vocab.weekly) });
        budget(weekly);
      } else if (vocab.ranges.includes('subscription_price'))
        range('subscription_price', bound(op, weekly));
    },
  ],
  [
    /\blow\s?(?:kms?|klms|ks|k s|kilometres|kilometers|mileage|miles)\b/g,
    (_, { vocab, range }) => range('km', { max: vocab.lowKm }),
  ],
  [
    new RegExp(
      `(?:(${OP_MAX}|${OP_MIN})\\s*)?${NUM}\\s?${THOUSANDS}?\\s?(?:kms?|klms|ks|kilometres|kilometers|on the clock)\\b`,
      'g',
    ),
    ([, op, n, unit], { range }) => range('km', bound(op, money(n!, unit))),
  ],
  [
    new RegExp(
      `\\b(?:tow|tows|towing|to tow|can tow)\\s(?:capacity\\s)?(?:of\\s|at least\\s|over\\s|up to\\s)?${NUM}\\s?(t|tonnes?|tons?|kgs?)\\b`,
      'g',
    ),
    ([, n, unit], { range }) => range('towing_kg', { min: kg(n!, unit) }),
  ],
  [
    new RegExp(`\\b${NUM}\\s?(t|tonnes?|tons?|kgs?)\\s(?:tow|towing)(?:\\scapacity)?\\b`, 'g'),
    ([, n, unit], { range }) => range('towing_kg', { min: kg(n!, unit) }),
  ],
  [
    new RegExp(
      `(?:(${OP_MAX}|${OP_MIN})\\s*)?${NUM}\\s?(t|tonnes?|kgs?)?\\s?atm\\b|\\batm\\s(?:of\\s)?(?:(${OP_MAX}|${OP_MIN})\\s*)?${NUM}\\s?(t|tonnes?|kgs?)?`,
      'g',
    ),
    ([, op1, n1, u1, op2, n2, u2], { range }) =>
      range('atm_kg', n1 ? bound(op1, kg(n1, u1)) : bound(op2, kg(n2!, u2))),
  ],
  [
    /\bsleeps?\s(\d+)\b|\b(\d+)\s?(?:berths?|sleepers?)\b/g,
    ([, a, b], { range }) => range('sleeps', { min: Number(a ?? b) }),
  ],
  [/\b(\d+)\s?(?:seaters?|seats?)\b/g, ([, n], { range }) => range('seats', { min: Number(n) })],
  [
    /\b(?:(?:less than|under|no more than|at most|up to|max)\s)?(\d+)\s?(?:years?|yrs?|yo)(?:\s?old)?(?:\s(?:or less|or newer|or younger|max))?\b/g,
    ([, n], { now, range }) => range('year', { min: now.getFullYear() - Number(n) }),
  ],
  [
    new RegExp(`\\b(?:between\\s)?${YEAR}\\s?(?:-|to|and)\\s?${YEAR}\\b`, 'g'),
    ([, a, b], { range }) => range('year', { min: Number(a), max: Number(b) }),
  ],
  [
    new RegExp(
      `\\b${YEAR}\\s?(?:or newer|or later|onwards?|and newer|and up|or above|and above|plus|or after|and later|\\+)`,
      'g',
    ),
    ([, y], { range }) => range('year', { min: Number(y) }),
  ],
  [
    new RegExp(`\\b(?:newer than|after|later than)\\s${YEAR}\\b`, 'g'),
    ([, y], { range }) => range('year', { min: Number(y) + 1 }),
  ],
  [
    new RegExp(`\\b(?:older than|before)\\s${YEAR}\\b`, 'g'),
    ([, y], { range }) => range('year', { max: Number(y) - 1 }),
  ],
  [
    new RegExp(`\\b${YEAR}\\s?(?:or older|or earlier|and older|or before)\\b`, 'g'),
    ([, y], { range }) => range('year', { max: Number(y) }),
  ],
  [
    new RegExp(`\\b(?:from|since)\\s${YEAR}\\b`, 'g'),
    ([, y], { range }) => range('year', { min: Number(y) }),
  ],
  // Price between two figures, at least one of them with '$' or 'k'.
  [
    new RegExp(
      `(?:between\\s)?(\\$)?\\s?${NUM}\\s?${THOUSANDS}?\\s?(?:-|to|and)\\s?(\\$)?\\s?${NUM}\\s?${THOUSANDS}?(?![a-z0-9])`,
      'g',
    ),
    ([, d1, n1, u1, d2, n2, u2], { range }) => {
      if (!(d1 || u1 || d2 || u2)) return false;
      let low = money(n1!, u1);
      const high = money(n2!, u2);
      if (!u1 && u2 && low < 1000) low *= 1000;
      range('price', { min: low, max: high });
      return true;
    },
  ],
  [
    new RegExp(
      `(?:(${OP_MAX}|${OP_MIN}|${OP_NEAR}|budget(?: of)?)\\s*)?(\\$)?\\s?${NUM}\\s?${THOUSANDS}?(?![a-z0-9])`,
      'g',
    ),
    ([, op, dollar, n, unit], { range }) => {
      const value = money(n!, unit);
      if (!dollar && !unit && value < 3000) return false;
      range('price', bound(op?.startsWith('budget') ? 'under' : op, value));
      return true;
    },
  ],
  [
    new RegExp(`\\b${YEAR}\\b(?!\\s?(?:k|km|kg))`, 'g'),
    ([, y], { range }) => range('year', { min: Number(y), max: Number(y) }),
  ],
];

/** Every sort phrasing, longest first, as one pattern, and the sort option each names. */
const SORT_OF = new Map(
  Object.entries(SORT_WORDS).flatMap(([value, words]) => words.map((w) => [w, value] as const)),
);
const SORT_RE = new RegExp(
  `\\b(?:${[...SORT_OF.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`,
  'g',
);
/** A stock number as dealers write them ('SC10297'): letters, then four digits or more. */
const STOCK_NUMBER_RE = /\b[a-z]{1,4}\d{4,}[a-z0-9]*\b/g;
const NUMBER_WORD_RE = new RegExp(`\\b(?:${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'g');

/**
 * Reads a buyer's phrase into the search's own filters: make and model (short names and
 * misspellings), body, condition, fuel, transmission, drive, seats, colour, features, location,
 * price (or a weekly budget), km, year or age, towing, a caravan's berths and ATM, and sort words.
 * Words it does not understand stay as the text query; filler words are dropped.
 */
export function parseAsk(
  phrase: string,
  vocab: AskVocabulary,
  now: Date,
  lexicon: Lexicon = buildLexicon(vocab),
): Asked {
  const lists = new Map<string, string[]>();
  const ranges = new Map<AskRangeAttribute, Range>();
  let sortBy = '';
  const said: Record<string, string> = {};
  const say = (facet: string, words: string) => {
    const w = words.trim().replace(/\s+/g, ' ');
    if (w) said[facet] = said[facet] && !said[facet].includes(w) ? `${said[facet]}, ${w}` : w;
  };
  let matched = '';
  let weekly: number | undefined;
  const reading: Reading = {
    vocab,
    now,
    range: (attr, r) => {
      ranges.set(attr, { ...ranges.get(attr), ...r });
      say(attr, matched);
    },
    budget: (w) => void (weekly = w),
  };

  // A stock number is looked up as typed, never read as a price ('SC10297' is not 'up to $10,297').
  const codes: string[] = [];
  let text = ` ${phrase.toLowerCase()} `
    .replace(STOCK_NUMBER_RE, (code) => {
      codes.push(code);
      return ' ';
    })
    .replace(/[‘’'`]/g, '')
    .replace(/[–—]/g, '-')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(NUMBER_WORD_RE, (w) => String(NUMBER_WORDS[w]))
    .replace(SORT_RE, (words) => {
      const value = SORT_OF.get(words)!;
      if (vocab.sorts.includes(value) && !sortBy) sortBy = value;
      return ' ';
    });
  for (const [re, apply] of RULES)
    text = text.replace(re, (...args) => {
      const m = (args.slice(0, -2) as (string | undefined)[]).map((x) =>
        x === undefined ? undefined : String(x),
      );
      matched = m[0]!;
      return apply(m, reading) === false ? m[0]! : ' ';
    });

  const tokens = text.split(/[^a-z0-9]+/).filter(Boolean);
  const leftover: string[] = codes;
  const choose = (facet: string, values: string[], words?: string) => {
    if (words) say(facet, words);
    const list = lists.get(facet) ?? [];
    for (const v of values) if (!list.includes(v)) list.push(v);
    lists.set(facet, list);
  };
  const entryFor = (key: string) =>
    lexicon.get(key) ?? (key.endsWith('s') ? lexicon.get(key.slice(0, -1)) : undefined);
  for (let i = 0; i < tokens.length;) {
    let taken = 0;
    for (let n = Math.min(5, tokens.length - i); n >= 1 && !taken; n--) {
      const entry = entryFor(tokens.slice(i, i + n).join(''));
      if (entry) {
        choose(entry.facet, entry.values, tokens.slice(i, i + n).join(' '));
        taken = n;
      }
    }
    if (!taken && (FILLER.has(tokens[i]!) || vocab.nouns.includes(tokens[i]!))) taken = 1;
    if (!taken)
      for (let n = Math.min(2, tokens.length - i); n >= 1 && !taken; n--) {
        const key = nearest(tokens.slice(i, i + n).join(''), lexicon);
        if (key && (n === 1 || !FILLER.has(tokens[i + 1]!))) {
          choose(
            lexicon.get(key)!.facet,
            lexicon.get(key)!.values,
            tokens.slice(i, i + n).join(' '),
          );
          taken = n;
        }
      }
    if (!taken) {
      leftover.push(tokens[i]!);
      taken = 1;
    }
    i += taken;
  }
  // A model names its make too, as the make-and-model landings do.
  if (lists.has('model') && !said.make) say('make', said.model!);
  for (const model of lists.get('model') ?? []) choose('make', vocab.modelMakes[model] ?? []);

  const filters: Asked['filters'] = {};
  for (const facet of WORD_FACETS) if (lists.has(facet)) filters[facet] = lists.get(facet)!;
  for (const [attr, r] of ranges) filters[attr] = r;
  return { filters, query: leftover.join(' '), sortBy, said, ...(weekly ? { weekly } : {}) };
}

/** The highest price a weekly budget buys, from the build's table (straight between its steps). */
function priceFor(weekly: number, table: [number, number][]): number {
  const above = table.findIndex(([w]) => w >= weekly);
  if (above === -1) return table[table.length - 1]![1];
  const [w1, p1] = table[above]!;
  if (w1 === weekly || above === 0) return Math.round((p1 * weekly) / w1);
  const [w0, p0] = table[above - 1]!;
  return Math.round(p0 + ((p1 - p0) * (weekly - w0)) / (w1 - w0));
}

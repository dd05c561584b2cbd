import { describe, expect, it } from 'vitest';

import { buildLexicon, compact, parseAsk } from './parse.ts';
import type { AskVocabulary } from './vocabulary.ts';

const vocab: AskVocabulary = {
  values: {
    make: ['Toyota', 'Mercedes-Benz'],
    model: ['HiLux', 'LandCruiser 300', 'LandCruiser Prado', 'C-Class'],
    colour: ['Glacier White', 'Graphite', 'Jet Black'],
    body: ['ute', 'suv'],
    filtered_features: ['Tow bar'],
    badge: ['SR5', 'S'],
  },
  modelMakes: {
    HiLux: ['Toyota'],
    'LandCruiser 300': ['Toyota'],
    'LandCruiser Prado': ['Toyota'],
    'C-Class': ['Mercedes-Benz'],
  },
  ranges: ['price', 'km', 'year'],
  lowKm: 40000,
  weekly: null,
  sorts: ['price:asc'],
  nouns: ['car', 'cars'],
};
const now = new Date('2026-12-01');
const read = (phrase: string) => parseAsk(phrase, vocab, now);

describe('reading a phrase', () => {
  it('keys phrasings without spaces, hyphens or case', () => {
    expect(compact('C-Class')).toBe('cclass');
    expect(buildLexicon(vocab).get('landcruiser')?.values).toEqual([
      'LandCruiser 300',
      'LandCruiser Prado',
    ]);
    // One letter names nothing (the badge 'S').
    expect(buildLexicon(vocab).has('s')).toBe(false);
  });

  it('names each filter back in the words the buyer used', () => {
    expect(read('grey hilux under 30k').said).toEqual({
      colour: 'grey',
      model: 'hilux',
      make: 'hilux',
      price: 'under 30k',
    });
  });

  it('takes a misspelling one edit from a word it knows, but not a short or unknown word', () => {
    expect(read('hilxu').filters).toEqual({ make: ['Toyota'], model: ['HiLux'] });
    expect(read('hlx').query).toBe('hlx');
    expect(read('zebra').query).toBe('zebra');
  });

  it('looks a stock number up as typed, never reading it as a price', () => {
    expect(read('SC10297')).toMatchObject({ filters: {}, query: 'sc10297' });
    expect(read('hilux stock ab12345 under 30k')).toMatchObject({
      filters: { model: ['HiLux'], price: { max: 30000 } },
      query: 'ab12345',
    });
    // Figures with their units stay what they say.
    expect(read('under 50000km').filters).toEqual({ km: { max: 50000 } });
  });

  it('leaves a sort the dealer does not offer unapplied, and drops its words', () => {
    expect(read('newest ute')).toMatchObject({ filters: { body: ['ute'] }, sortBy: '', query: '' });
    expect(read('cheapest ute').sortBy).toBe('price:asc');
  });

  it('ignores a weekly budget where there is no weekly figure to hold it to', () => {
    expect(read('under $300 a week').filters).toEqual({});
  });

  it('keeps small bare numbers as words, not prices', () => {
    expect(read('hilux 79').query).toBe('79');
    expect(read('hilux 79').filters).toEqual({ make: ['Toyota'], model: ['HiLux'] });
  });
});

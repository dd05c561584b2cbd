import { describe, expect, it } from 'vitest';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { SearchEngine } from '../engine/engine.ts';
import { buildSearchRecords } from '../records.server.ts';
import { siteFilter } from '../site-filter.ts';
import { parseAsk } from './parse.ts';
import { askFilterBy, askParams, withoutEach } from './request.ts';
import { askVocabulary } from './vocabulary.ts';

const config = loadDealerConfig('riverbend-toyota');
const records = buildSearchRecords(config, loadSite(config));
const vocab = askVocabulary(records, config, null);
const engine = new SearchEngine(records);
const count = (phrase: string) =>
  engine.search({
    indexName: config.search.indexName,
    params: askParams(
      parseAsk(phrase, vocab, new Date('2026-12-01')),
      siteFilter(config),
      config.search.priceAscRequiresPrice,
    ),
  }).nbHits;

describe('a read phrase as a search', () => {
  it('writes facet values OR-ed and ranges as bounds, all AND-ed, in filter_by syntax', () => {
    expect(
      askFilterBy({ make: ['Toyota', 'Mazda'], price: { min: 20000, max: 30000 }, km: { max: 5 } }),
    ).toBe('make:[`Toyota`,`Mazda`] && price:>=20000 && price:<=30000 && km:<=5');
  });

  it('finds the cars the filters describe, no more and no fewer', () => {
    const white = new Set(['Frozen White', 'Glacier White', 'Snowflake White Pearl']);
    const expected = records.filter(
      (r) =>
        white.has(r.colour ?? '') &&
        r.body === 'suv' &&
        r.price > 0 &&
        r.price <= 60000 &&
        (r.km ?? Infinity) <= 50000,
    ).length;
    expect(expected).toBeGreaterThan(0);
    expect(count('white suv under 60k low km')).toBe(expected);
    const towing = records.filter((r) => r.body === 'ute' && (r.towing_kg ?? 0) >= 3500).length;
    expect(towing).toBeGreaterThan(0);
    expect(count('ute tow 3.5 tonne')).toBe(towing);
  });

  it('keeps the words it does not understand as the text query', () => {
    expect(count('hilux zzzqx')).toBe(0);
    expect(count('hilux')).toBe(records.filter((r) => r.model === 'HiLux').length);
  });

  it('offers each filter to drop, keeping the rest', () => {
    const asked = parseAsk('white hilux under 20k', vocab, new Date('2026-12-01'));
    const options = withoutEach(asked);
    expect(options.map((o) => o.facet).sort()).toEqual(['colour', 'make', 'model', 'price']);
    const withoutPrice = options.find((o) => o.facet === 'price')!.asked;
    expect(withoutPrice.filters).toEqual({
      make: ['Toyota'],
      model: ['HiLux'],
      colour: asked.filters.colour,
    });
  });
});

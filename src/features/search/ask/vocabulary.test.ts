import { describe, expect, it } from 'vitest';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { buildSearchRecords } from '../records.server.ts';
import { parseAsk } from './parse.ts';
import { askExample, askVocabulary } from './vocabulary.ts';

const of = (slug: string, weekly: ((w: number) => number) | null = null) => {
  const config = loadDealerConfig(slug);
  return askVocabulary(buildSearchRecords(config, loadSite(config)), config, weekly);
};

describe("a dealer's phrase vocabulary", () => {
  it("comes from the dealer's own stock: a caravan yard has berths and ATM, not km or gears", () => {
    const caravans = of('outback-caravans');
    expect(caravans.ranges).toEqual(expect.arrayContaining(['price', 'year', 'sleeps', 'atm_kg']));
    expect(caravans.ranges).not.toContain('km');
    expect(caravans.values.transmission).toBeUndefined();
    expect(caravans.values.make).toEqual([
      'Avan',
      'Coromal',
      'Jayco',
      'Lotus Caravans',
      'Viscount',
    ]);
    expect(caravans.nouns).toEqual(expect.arrayContaining(['caravan', 'caravans', 'van']));
    const cars = of('riverbend-toyota');
    expect(cars.ranges).toEqual(expect.arrayContaining(['km', 'seats', 'towing_kg']));
    expect(cars.modelMakes.HiLux).toEqual(['Toyota']);
    expect(cars.nouns).toEqual(expect.arrayContaining(['car', 'cars']));
  });

  it('leaves out words its stock does not back', () => {
    const now = new Date('2026-12-01');
    // No car at a caravan yard is a ute: the word stays as text.
    expect(parseAsk('ute', of('outback-caravans'), now).query).toBe('ute');
    expect(parseAsk('ute', of('riverbend-toyota'), now).filters).toEqual({ body: ['ute'] });
  });

  it('reads "low km" as the dealer file says and a weekly budget from the estimate table', () => {
    const config = loadDealerConfig('riverbend-toyota');
    const records = buildSearchRecords(config, loadSite(config));
    const strict = askVocabulary(
      records,
      { ...config, search: { ...config.search, lowKm: 20000 } },
      (w) => w * 200,
    );
    const now = new Date('2026-12-01');
    expect(parseAsk('low km', strict, now).filters).toEqual({ km: { max: 20000 } });
    expect(strict.weekly?.slice(0, 2)).toEqual([
      [50, 10000],
      [75, 15000],
    ]);
    expect(parseAsk('under $100 a week', strict, now).filters).toEqual({ price: { max: 20000 } });
    expect(parseAsk('$110 pw', strict, now).filters).toEqual({ price: { max: 22000 } });
    // The chip names the budget the buyer gave, beside the price it buys.
    expect(parseAsk('under $100 a week', strict, now).weekly).toBe(100);
    expect(parseAsk('under 20k', strict, now).weekly).toBeUndefined();
  });

  it('reads a weekly budget as the subscription price where the dealer sells subscriptions', () => {
    const subscription = of('driveaway-finance', (w) => w * 200);
    expect(subscription.weekly).toBeNull();
    expect(parseAsk('under $200 a week', subscription, new Date()).filters).toEqual({
      subscription_price: { max: 200 },
    });
    // Its chip is the subscription's own weekly range: no price to name beside it.
    expect(parseAsk('under $200 a week', subscription, new Date()).weekly).toBeUndefined();
  });
});

describe("the search box's hint", () => {
  it("is a phrase in the dealer's words that reads back wholly as filters", () => {
    for (const [slug, example] of [
      ['riverbend-toyota', /^[a-z]+ suv under \d+0k$/],
      ['outback-caravans', /^[a-z]+ hardtop sleeps \d$/],
    ] as const) {
      const config = loadDealerConfig(slug);
      const records = buildSearchRecords(config, loadSite(config));
      const phrase = askExample(records);
      expect(phrase).toMatch(example);
      expect(phrase.length).toBeLessThanOrEqual(24);
      const read = parseAsk(phrase, askVocabulary(records, config, null), new Date());
      expect(read.query).toBe('');
      expect(Object.keys(read.filters)).toHaveLength(3);
    }
  });
});

import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { minimalDealer } from '../../tests/support/fixtures.ts';
import { describeProblem } from './errors.ts';
import { listDealerSlugs, loadDealerConfig, parseDealerConfig } from './load.server.ts';

const minimal = minimalDealer;
const parse = (over: Record<string, unknown>, file = 'dealers/test-motors.json') =>
  parseDealerConfig(JSON.stringify({ ...minimal, ...over }), file);
const problems = (r: ReturnType<typeof parse>) => (r.ok ? [] : r.problems.map(describeProblem));

describe('dealer config', () => {
  it('parses every sample dealer file', () => {
    const slugs = listDealerSlugs();
    expect(slugs).toEqual([
      'driveaway-finance',
      'outback-caravans',
      'riverbend-toyota',
      'southern-cross-motor-group',
      'value-auto-supermarket',
    ]);
    for (const slug of slugs) expect(loadDealerConfig(slug).slug).toBe(slug);
  });

  it('a CalDAV calendar without its address fails naming the field', () => {
    const r = parse({ appointments: { calendar: { provider: 'caldav' } } });
    expect(problems(r)).toEqual([
      'dealers/test-motors.json: appointments.calendar.url: Give the CalDAV calendar address where provider is caldav.',
    ]);
    const ok = parse({
      appointments: { calendar: { provider: 'caldav', url: 'https://caldav.example.com/c/' } },
    });
    expect(ok.ok && ok.config.appointments.calendar).toEqual({
      provider: 'caldav',
      url: 'https://caldav.example.com/c/',
      usernameEnv: 'CALDAV_USERNAME',
      passwordEnv: 'CALDAV_PASSWORD',
    });
  });

  it('fills spec defaults where the file is silent', () => {
    const r = parse({});
    if (!r.ok) throw new Error(problems(r).join('\n'));
    expect(r.config.inventory.specifications).toEqual({
      just_arrived_days: 8,
      just_arrived_tag_name: 'New',
      sold_tag_name: 'JUST SOLD',
    });
    expect(r.config.inventory.soldListingDays).toBe(3);
    expect(r.config.features.reserve).toEqual({
      enabled: false,
      deposit: 200,
      holdHours: 48,
      extendHours: 24,
    });
    expect(r.config.features.listingInserts.positions).toEqual([8, 17]);
    expect(r.config.search.indexName).toBe('Car_production');
    expect(r.config.finance.calculator).toMatchObject({
      minPrice: 1000,
      maxPrice: 250000,
      rateMin: 0.5,
      rateMax: 15,
    });
    expect(r.config.finance.buttonText).toBe('Finance Enquiry');
    expect(r.config.leads.optInText).toBe(
      'Yes, I would like to subscribe to receive latest offers & product updates.',
    );
    expect(r.config.contact.reviews).toEqual({ minimumRating: 4, quantity: 12 });
    expect(r.config.features.authentication.enabled).toBe(false);
  });

  it('lays the template defaults under the file, and the file wins', () => {
    const used = parse({ template: 'used' });
    const usedOverridden = parse({ template: 'used', features: { preOwnedWording: false } });
    if (!used.ok || !usedOverridden.ok) throw new Error('expected valid');
    expect(used.config.features).toMatchObject({
      preOwnedWording: true,
      reserve: { enabled: true, deposit: 200 },
      moneyBackHours: 48,
      guaranteeStrip: true,
    });
    expect(usedOverridden.config.features.preOwnedWording).toBe(false);
    expect(usedOverridden.config.features.reserve.enabled).toBe(true);
  });

  it('a used-only dealer sells used cars; a caravan yard sorts by no odometer', () => {
    const used = parse({ template: 'used' });
    const caravans = parse({ template: 'caravan' });
    const cars = parse({});
    if (!used.ok || !caravans.ok || !cars.ok) throw new Error('expected valid');
    expect(used.config.inventory.carTypes).toEqual(['used']);
    expect(cars.config.inventory.carTypes).toEqual(['new', 'demo', 'used']);
    const sorts = (c: typeof cars.config) => c.search.sortOptions.map((o) => o.value);
    expect(sorts(cars.config)).toContain('km:asc');
    expect(sorts(caravans.config)).toEqual([
      'relevance',
      'price:asc',
      'price:desc',
      'year:desc',
      'reduced_at:desc',
    ]);
  });

  it('names the file, the JSON path and the problem', () => {
    expect(problems(parse({ features: { reserve: { deposit: 'two hundred' } } }))).toEqual([
      'dealers/test-motors.json: features.reserve.deposit: Invalid input: expected number, received string',
    ]);
    expect(problems(parse({ dealerships: [{ id: 1, slug: 'Bad Slug', name: 'x' }] }))).toEqual([
      'dealers/test-motors.json: dealerships[0].slug: Use lower-case letters, digits and single hyphens',
    ]);
    expect(problems(parse({ featurs: {} }))).toEqual([
      'dealers/test-motors.json: (root): Unknown field "featurs": check its spelling against dealers/schema.json',
    ]);
  });

  it('refuses a slug that differs from the file name', () => {
    expect(problems(parse({}, 'dealers/other.json'))).toEqual([
      'dealers/other.json: slug: The slug "test-motors" must match the file name "other"',
    ]);
  });

  it('refuses colours white text cannot be read on', () => {
    const [p] = problems(parse({ theme: { ...minimal.theme, colours: { primary: '#ffcc00' } } }));
    expect(p).toMatch(
      /^dealers\/test-motors\.json: theme\.colours\.primary: White text on #ffcc00 has contrast 1\.\d\d:1; it needs at least 4\.5:1/,
    );
  });

  it('needs a host for Typesense and reads the search key only by env var name', () => {
    expect(problems(parse({ search: { provider: 'typesense' } }))).toEqual([
      'dealers/test-motors.json: search.host: A Typesense host is required when search.provider is "typesense".',
    ]);
    expect(problems(parse({ search: { searchKeyEnv: 'xyz-secret-key-123' } }))[0]).toContain(
      'search.searchKeyEnv: Must be the NAME of an environment variable',
    );
  });

  it('reports broken JSON with the file name', () => {
    const r = parseDealerConfig('{ "slug": ', 'dealers/broken.json');
    expect(r.ok).toBe(false);
    expect(problems(r)[0]).toMatch(/^dealers\/broken\.json: \(root\): Not valid JSON: /);
  });

  it('every dealer file names the generated schema for autocomplete', () => {
    for (const slug of listDealerSlugs()) {
      expect(JSON.parse(readFileSync(`dealers/${slug}.json`, 'utf8')).$schema).toBe(
        './schema.json',
      );
    }
  });
});

import { describe, expect, it } from 'vitest';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { embeddedSearchAdvice } from './capacity.ts';

describe('the embedded search’s size limit', () => {
  it('tells the editor to use Typesense once the listed cars pass search.embeddedMaxCars', () => {
    const config = dealerConfig();
    expect(config.search.embeddedMaxCars).toBe(10_000);
    expect(embeddedSearchAdvice(config, 10_000)).toBeNull();
    expect(embeddedSearchAdvice(config, 20_000)).toMatch(
      /^search\.provider: 20,000 cars are listed, over search\.embeddedMaxCars \(10,000\): .* Set search\.provider to "typesense"/,
    );
    expect(embeddedSearchAdvice(dealerConfig({ search: { embeddedMaxCars: 500 } }), 699)).toMatch(
      /699 cars are listed, over search\.embeddedMaxCars \(500\)/,
    );
  });

  it('says nothing to a dealer already on Typesense', () => {
    const typesense = dealerConfig({
      search: {
        provider: 'typesense',
        host: { host: 'search.example.com.au', port: 443, protocol: 'https' },
      },
    });
    expect(embeddedSearchAdvice(typesense, 50_000)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { dealerConfig } from '../../tests/support/fixtures.ts';
import { parseDealerConfig } from './load.server.ts';

const config = dealerConfig();

describe('the search-only key', () => {
  it('refuses a search key env var that does not end in _SEARCH_KEY', () => {
    for (const name of ['TYPESENSE_ADMIN_KEY', 'DATABASE_URL']) {
      const text = JSON.stringify({
        ...JSON.parse(JSON.stringify(config)),
        search: {
          provider: 'typesense',
          host: { host: 'x.example', port: 443, protocol: 'https' },
          searchKeyEnv: name,
        },
      });
      const r = parseDealerConfig(text, 'dealers/test-motors.json');
      expect(r.ok).toBe(false);
      expect(!r.ok && r.problems).toContainEqual(
        expect.objectContaining({
          path: 'search.searchKeyEnv',
          message: expect.stringMatching(/must name an env var ending in _SEARCH_KEY/i),
        }),
      );
    }
  });
});

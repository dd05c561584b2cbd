/**
 * npm run -s search:ask -- --dealer <slug> "<phrase>"
 * Reads a phrase as the search box does, against the dealer's own stock, and prints one JSON
 * object: the filters under the search's URL parameter names, the words left as the text query,
 * the sort option it names ('' for none) and how many listed cars match. For editors checking a
 * dealer's vocabulary (docs/search-ask.md).
 */
import { parseArgs } from 'node:util';

import { loadSite } from '../src/catalogue/load.server.ts';
import { loadDealerConfig } from '../src/config/load.server.ts';
import { weeklyBudgetPrice } from '../src/features/home/shortcuts.ts';
import { parseAsk } from '../src/features/search/ask/parse.ts';
import { askParams } from '../src/features/search/ask/request.ts';
import { askVocabulary } from '../src/features/search/ask/vocabulary.ts';
import { SearchEngine } from '../src/features/search/engine/engine.ts';
import { buildSearchRecords } from '../src/features/search/records.server.ts';
import { siteFilter } from '../src/features/search/site-filter.ts';

const { values, positionals } = parseArgs({
  options: { dealer: { type: 'string' } },
  allowPositionals: true,
});
const phrase = positionals.join(' ').trim();
if (!values.dealer || !phrase) {
  console.error('Usage: npm run -s search:ask -- --dealer <slug> "<phrase>"');
  process.exit(2);
}
const config = loadDealerConfig(values.dealer);
const site = loadSite(config);
const records = buildSearchRecords(config, site);
const vocab = askVocabulary(records, config, weeklyBudgetPrice(config));
const asked = parseAsk(phrase, vocab, new Date());
const found = new SearchEngine(records).search({
  indexName: config.search.indexName,
  params: askParams(asked, siteFilter(config), config.search.priceAscRequiresPrice),
});
process.stdout.write(`${JSON.stringify({ ...asked, count: found.nbHits })}\n`);

import type { SearchClient } from '~/services/search/search.ts';

import { decodeIndex, type EncodedIndex } from './engine/codec.ts';
import { SearchEngine } from './engine/engine.ts';
import type { SearchRecord } from './record.ts';

/** An embedded client answering in this thread (the build, tests, benchmarks). */
export function createLocalClient(
  records: SearchRecord[] | EncodedIndex,
): SearchClient<SearchRecord> & { engine: SearchEngine } {
  const engine = new SearchEngine(Array.isArray(records) ? records : decodeIndex(records));
  return {
    engine,
    search: async (requests) => ({ results: requests.map((r) => engine.search(r)) }),
  };
}

/// <reference lib="webworker" />
import type { WorkerMessage } from '~/services/search/embedded.client.ts';

import type { EncodedIndex } from './engine/codec.ts';
import { decodeIndex } from './engine/codec.ts';
import { SearchEngine } from './engine/engine.ts';
import { NUMERIC_FACETS, STRING_FACETS } from './record.ts';

// Runs off the main thread: fetch and decode the index once, then answer searches in order.
let ready: Promise<SearchEngine> | undefined;

self.onmessage = async (e: MessageEvent<WorkerMessage>) => {
  const msg = e.data;
  if (msg.type === 'init') {
    ready = fetch(msg.indexUrl).then(async (res) => {
      if (!res.ok) throw new Error(`Search index unavailable (HTTP ${res.status})`);
      const engine = new SearchEngine(decodeIndex((await res.json()) as EncodedIndex));
      engine.prepare([...STRING_FACETS, ...NUMERIC_FACETS]);
      return engine;
    });
    return;
  }
  try {
    if (!ready) throw new Error('Search index not loaded');
    const engine = await ready;
    self.postMessage({ id: msg.id, results: msg.requests.map((r) => engine.search(r)) });
  } catch (err) {
    self.postMessage({ id: msg.id, error: (err as Error).message });
  }
};

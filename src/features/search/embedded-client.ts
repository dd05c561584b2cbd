import type { SearchClient } from './client.ts';
import { decodeIndex, type EncodedIndex } from './engine/codec.ts';
import { SearchEngine } from './engine/engine.ts';
import type { SearchRecord } from './record.ts';

/** An embedded client answering in this thread (the build, tests, benchmarks). */
export function createLocalClient(
  records: SearchRecord[] | EncodedIndex,
): SearchClient & { engine: SearchEngine } {
  const engine = new SearchEngine(Array.isArray(records) ? records : decodeIndex(records));
  return {
    engine,
    search: async (requests) => ({ results: requests.map((r) => engine.search(r)) }),
  };
}

type Reply = { id: number; results?: unknown; error?: string };

/**
 * The browser's embedded client: a Web Worker loads the site's index file, decodes it and builds
 * the engine, so the page never blocks while 5,000 cars are indexed; each search is a message.
 * The worker starts on the first search.
 */
export function createWorkerClient(indexUrl: string, makeWorker: () => Worker): SearchClient {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  const start = () => {
    const w = makeWorker();
    w.onmessage = (e: MessageEvent<Reply>) => {
      const p = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if (e.data.error) p?.reject(new Error(e.data.error));
      else p?.resolve(e.data.results as never);
    };
    w.onerror = (e) => {
      for (const p of waiting.values())
        p.reject(new Error(e.message || 'The search worker stopped'));
      waiting.clear();
      worker = undefined;
    };
    w.postMessage({ type: 'init', indexUrl });
    return w;
  };
  return {
    search(requests) {
      worker ??= start();
      const id = ++next;
      const w = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve: (results) => resolve({ results }), reject });
        w.postMessage({ type: 'search', id, requests });
      });
    },
  };
}

import type { SearchClient } from './search.ts';
import type { SearchRequest, SearchResult } from './types.ts';

/** What the page says to the search worker (src/features/search/search.worker.ts runs the engine). */
export type WorkerMessage =
  { type: 'init'; indexUrl: string } | { type: 'search'; id: number; requests: SearchRequest[] };

/** The worker's answer to one search: its results (the engine's, of the page's records), or why not. */
type Reply<T> = { id: number; results: SearchResult<T>[] } | { id: number; error: string };

/**
 * The browser's embedded client: a Web Worker loads the site's index file, decodes it and builds
 * the engine, so the page never blocks while 5,000 cars are indexed; each search is a message.
 * The worker starts on the first search, or before it with `warm`.
 */
export function createWorkerClient<T>(indexUrl: string, makeWorker: () => Worker): SearchClient<T> {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<
    number,
    { resolve: (v: SearchResult<T>[]) => void; reject: (e: Error) => void }
  >();
  const start = () => {
    const w = makeWorker();
    w.onmessage = (e: MessageEvent<Reply<T>>) => {
      const p = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if ('results' in e.data) p?.resolve(e.data.results);
      else p?.reject(new Error(e.data.error));
    };
    w.onerror = (e) => {
      for (const p of waiting.values())
        p.reject(new Error(e.message || 'The search worker stopped'));
      waiting.clear();
      worker = undefined;
    };
    w.postMessage({ type: 'init', indexUrl } satisfies WorkerMessage);
    return w;
  };
  return {
    warm() {
      worker ??= start();
    },
    search(requests) {
      worker ??= start();
      const id = ++next;
      const w = worker;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve: (results) => resolve({ results }), reject });
        w.postMessage({ type: 'search', id, requests: [...requests] } satisfies WorkerMessage);
      });
    },
  };
}

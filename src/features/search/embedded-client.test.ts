import { describe, expect, it } from 'vitest';

import { createWorkerClient } from '~/services/search/embedded.client.ts';

import { dealerConfig, stock } from '../../../tests/support/fixtures.ts';
import { createLocalClient } from './embedded-client.ts';
import { encodeIndex } from './engine/codec.ts';
import type { SearchRecord } from './record.ts';
import { buildSearchRecords } from './records.server.ts';

/** A stand-in Worker that answers from a local engine, as search.worker.ts does. */
function fakeWorker(answer: (msg: { type: string; id?: number; requests?: unknown[] }) => unknown) {
  const posted: unknown[] = [];
  const worker = {
    onmessage: null as ((e: MessageEvent) => void) | null,
    onerror: null as ((e: ErrorEvent) => void) | null,
    postMessage(msg: { type: string; id?: number; requests?: unknown[] }) {
      posted.push(msg);
      if (msg.type === 'search')
        queueMicrotask(() => worker.onmessage?.({ data: answer(msg) } as MessageEvent));
    },
  };
  return { worker, posted };
}

describe('embedded clients', () => {
  const records = buildSearchRecords(dealerConfig(), { listed: stock(120), models: [] });

  it('the local client answers from records or from an encoded index alike', async () => {
    const fromRecords = await createLocalClient(records).search([
      { indexName: 'i', params: { hitsPerPage: 3 } },
    ]);
    const fromIndex = await createLocalClient(encodeIndex(records)).search([
      { indexName: 'i', params: { hitsPerPage: 3 } },
    ]);
    expect(fromIndex.results[0]!.hits.map((h) => h.objectID)).toEqual(
      fromRecords.results[0]!.hits.map((h) => h.objectID),
    );
    expect(fromRecords.results[0]!.nbHits).toBe(records.length);
  });

  it('the worker client starts the worker on the first search, sends the index URL, and matches answers to requests', async () => {
    const local = createLocalClient(records);
    let made = 0;
    const { worker, posted } = fakeWorker((msg) => ({
      id: msg.id,
      results: (msg.requests as never[]).map((r) => local.engine.search(r)),
    }));
    const client = createWorkerClient<SearchRecord>('/search-index.json', () => {
      made++;
      return worker as unknown as Worker;
    });
    expect(made).toBe(0);
    const [a, b] = await Promise.all([
      client.search([{ indexName: 'i', params: { query: 'carnival', hitsPerPage: 1 } }]),
      client.search([{ indexName: 'i', params: { hitsPerPage: 2 } }]),
    ]);
    expect(made).toBe(1);
    expect(posted[0]).toEqual({ type: 'init', indexUrl: '/search-index.json' });
    expect(a.results[0]!.hits).toHaveLength(1);
    expect(a.results[0]!.hits[0]!.model).toBe('Carnival');
    expect(b.results[0]!.hits).toHaveLength(2);
  });

  it('a warm-up starts the worker and loads the index before any search, once', async () => {
    let made = 0;
    const { worker, posted } = fakeWorker((msg) => ({ id: msg.id, results: [] }));
    const client = createWorkerClient<SearchRecord>('/search-index.json', () => {
      made++;
      return worker as unknown as Worker;
    });
    client.warm!();
    expect(made).toBe(1);
    expect(posted).toEqual([{ type: 'init', indexUrl: '/search-index.json' }]);
    client.warm!();
    await client.search([{ indexName: 'i' }]);
    expect(made).toBe(1);
    expect(posted.map((m) => (m as { type: string }).type)).toEqual(['init', 'search']);
  });

  it('passes on the worker’s error, and a crashed worker is started again', async () => {
    let made = 0;
    const first = fakeWorker((msg) => ({
      id: msg.id,
      error: 'Search index unavailable (HTTP 404)',
    }));
    const second = fakeWorker((msg) => ({ id: msg.id, results: [] }));
    const client = createWorkerClient<SearchRecord>(
      '/x.json',
      () => (made++ ? second.worker : first.worker) as unknown as Worker,
    );
    await expect(client.search([{ indexName: 'i' }])).rejects.toThrow(
      'Search index unavailable (HTTP 404)',
    );
    first.worker.onerror?.({ message: 'crashed' } as ErrorEvent);
    await expect(client.search([{ indexName: 'i' }])).resolves.toEqual({ results: [] });
    expect(made).toBe(2);
  });
});

import { Client } from 'typesense';

/** A field as Typesense's collection schema has it (a type, not an interface, so it fits the client's open field type). */
export type CollectionField = {
  name: string;
  type: 'string' | 'string[]' | 'int32' | 'int64' | 'float' | 'bool';
  facet?: boolean;
  optional?: boolean;
  index?: boolean;
  sort?: boolean;
};

export interface CollectionSchema {
  name: string;
  fields: CollectionField[];
  default_sorting_field: 'custom_rank';
}

export interface IndexSettings {
  url: URL;
  /** The admin key, from the environment: only this command uses it, never the build. */
  adminKey: string;
  collection: string;
  dealershipIds: number[];
}

export interface IndexReport {
  created: boolean;
  addedFields: string[];
  upserted: number;
  failed: { id: string; error: string }[];
  deleted: number;
}

/**
 * Creates or updates the dealer's Typesense collection and its documents: missing fields are
 * added, every document upserted (a stamp marks this run), and the dealer's documents that this
 * run did not touch (sold past the listing window, removed from stock) deleted.
 */
export async function indexDealer(
  settings: IndexSettings,
  collection: { schema: CollectionSchema; documents: Record<string, unknown>[] },
  runStamp: number,
): Promise<IndexReport> {
  const client = new Client({
    nodes: [
      {
        host: settings.url.hostname,
        port: Number(settings.url.port || (settings.url.protocol === 'https:' ? 443 : 80)),
        protocol: settings.url.protocol.replace(':', ''),
      },
    ],
    apiKey: settings.adminKey,
    connectionTimeoutSeconds: 30,
    sendApiKeyAsQueryParam: false,
  });
  const schema: CollectionSchema = {
    ...collection.schema,
    fields: [...collection.schema.fields, { name: 'indexed_at', type: 'int64' }],
  };
  const report: IndexReport = {
    created: false,
    addedFields: [],
    upserted: 0,
    failed: [],
    deleted: 0,
  };

  let existing: { fields?: { name: string }[] } | null = null;
  try {
    existing = (await client.collections(settings.collection).retrieve()) as {
      fields?: { name: string }[];
    };
  } catch (e) {
    if ((e as { httpStatus?: number }).httpStatus !== 404) throw e;
  }
  if (!existing) {
    await client.collections().create(schema);
    report.created = true;
  } else {
    const have = new Set((existing.fields ?? []).map((f) => f.name));
    const missing = schema.fields.filter((f) => !have.has(f.name));
    if (missing.length) {
      await client.collections(settings.collection).update({ fields: missing });
      report.addedFields = missing.map((f) => f.name);
    }
  }

  const docs: Record<string, unknown>[] = collection.documents.map((d) => ({
    ...d,
    indexed_at: runStamp,
  }));
  for (let i = 0; i < docs.length; i += 1000) {
    const batch = docs.slice(i, i + 1000);
    // typesense-js throws an ImportError carrying every line's result when any document is refused.
    type Line = { success: boolean; error?: string };
    const results = await client
      .collections(settings.collection)
      .documents()
      .import(batch, { action: 'upsert' })
      .then((r) => r as unknown as Line[])
      .catch((e: { importResults?: Line[] }) => {
        if (!e.importResults) throw e;
        return e.importResults;
      });
    results.forEach((r, n) =>
      r.success
        ? report.upserted++
        : report.failed.push({ id: String(batch[n]!['id']), error: r.error ?? 'unknown error' }),
    );
  }

  const stale = `dealership_id:[${settings.dealershipIds.join(',')}] && indexed_at:<${runStamp}`;
  const deleted = (await client
    .collections(settings.collection)
    .documents()
    .delete({ filter_by: stale })) as { num_deleted: number };
  report.deleted = deleted.num_deleted;
  return report;
}

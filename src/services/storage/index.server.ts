import { openStorage, type Storage, StorageConfigError } from '~/server/storage/db.server.ts';
import { errorSummary, StorageUnavailableError } from '~/server/storage/errors.server.ts';

/**
 * The server's one storage, opened on first use: Postgres when DATABASE_URL is set, else the
 * embedded PGlite in `dataDir` (refused on Netlify, where it would be thrown away). When it cannot
 * be opened (Postgres down at start) the request gets StorageUnavailableError (503) and the next
 * request tries again; a configuration error stays one.
 */
export function sharedStorage(options: {
  dealer: string;
  databaseUrl: string | undefined;
  dataDir: string;
  onNetlify: boolean;
}): () => Promise<Storage> {
  let shared: Promise<Storage> | undefined;
  return () =>
    (shared ??= openStorage(options).catch((e: unknown) => {
      shared = undefined;
      if (e instanceof StorageConfigError) throw e;
      console.error(`[storage] could not open storage (${errorSummary(e)})`);
      throw new StorageUnavailableError(errorSummary(e));
    }));
}

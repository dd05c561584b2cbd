import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The leads a dealer's local outbox holds in the browser tests (`.data/e2e/<slug>/outbox`, one
 * JSON file a lead and destination), as the embedded delivery wrote them. `T` is the shape a test
 * reads; the files are the delivery's own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the delivery's JSON, read as each test needs it
export function storedLeads<T = any>(slug: string): T[] {
  const dir = join('.data', 'e2e', slug, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as T);
}

/** The stored leads whose JSON holds `text` anywhere (a marker a test typed into a form). */
export const leadsWith = (slug: string, text: string) =>
  storedLeads(slug).filter((l) => JSON.stringify(l).includes(text));

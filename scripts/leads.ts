/**
 * npm run leads [-- --dealer <slug>] — the leads in the local outbox (the embedded delivery:
 * .data/<slug>/outbox/), newest last, one line each, with the ADF XML file beside each.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { printable as p } from './lib/terminal.ts';

/** What the local sender writes per lead (src/services/delivery/embedded.server.ts). */
interface OutboxLead {
  lead_id: string;
  createdAt: string;
  category: string;
  subcategory?: string | null;
  url: string;
  fields?: Record<string, unknown>;
}

const { values } = parseArgs({ options: { dealer: { type: 'string' } } });
const root = process.env.LOCAL_DATA_DIR ?? join(process.cwd(), '.data');
const dealers = values.dealer ? [values.dealer] : existsSync(root) ? readdirSync(root) : [];
let total = 0;
for (const dealer of dealers) {
  const dir = join(root, dealer, 'outbox');
  if (!existsSync(dir)) continue;
  const rows = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxLead);
  rows.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
  console.log(`${p(dealer)}: ${rows.length} lead${rows.length === 1 ? '' : 's'} in ${dir}`);
  for (const l of rows) {
    const f = l.fields ?? {};
    // Everything a visitor sent is printed escaped: an escape sequence in a name must not drive the operator's terminal.
    console.log(
      `  ${p(l.createdAt)}  ${p(l.lead_id)}  ${p(l.category)}${l.subcategory ? ` / ${p(l.subcategory)}` : ''}  ${p(f.name)} ${p(f.last_name)} <${p(f.email)}> ${p(f.phone)}  ${p(l.url)}`,
    );
    if (f.message) console.log(`      "${p(String(f.message).slice(0, 120))}"`);
  }
  total += rows.length;
}
if (!total) console.log('No leads in the local outbox yet. Send one from a form on `npm start`.');

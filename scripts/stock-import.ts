/**
 * npm run stock:import -- --dealer <slug> <file or URL> [--format json|csv] [--build]
 * Imports the dealer's stock feed (docs/stock-feed.md) into the site's store: each bad record is
 * reported with its stock number and field and left out, the rest diffed against the previous
 * snapshot (added, changed field by field, no longer in the feed → sold) and kept. The same feed
 * twice changes nothing. Prints the report (counts, records left out, price changes) and keeps it
 * in the store. `--build` then starts the dealer's build: its Netlify build hook where
 * STOCK_BUILD_HOOK_URL is set, else `npm run build -- --dealer <slug>` here. The store is
 * DATABASE_URL's Postgres, else the local PGlite in .data/<slug>/ (stop `npm start` first: it
 * takes one process at a time).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { loadDealerConfig } from '~/config/load.server.ts';
import { feedFormat, readFeed } from '~/features/stock/feed.ts';
import { importStock, reportLines } from '~/features/stock/import.server.ts';
import { createServices } from '~/services/create.server.ts';

import { buildEnv } from './lib/build-env.ts';
import { printable as p } from './lib/terminal.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dealer: { type: 'string' },
    format: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
});
const source = positionals[0];
if (!values.dealer || !source) {
  console.error(
    'Usage: npm run stock:import -- --dealer <slug> <file or URL> [--format json|csv] [--build]',
  );
  process.exit(2);
}
if (values.format && !['json', 'csv'].includes(values.format)) {
  console.error(`--format is json or csv, not "${p(values.format)}"`);
  process.exit(2);
}
const config = loadDealerConfig(values.dealer, buildEnv().dealersDir);

let text: string;
let hint: string | null = values.format ?? null;
try {
  if (/^https?:\/\//i.test(source)) {
    const res = await fetch(source, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    hint ??= res.headers.get('content-type');
    text = await res.text();
  } else {
    hint ??= source;
    text = readFileSync(source, 'utf8');
  }
} catch (e) {
  console.error(`Could not read ${p(source)}: ${p((e as Error).message)}`);
  process.exit(1);
}
const feed = readFeed(text, feedFormat(text, hint));
if (!feed.ok) {
  console.error(`${p(source)}: ${p(feed.error)}`);
  process.exit(1);
}

const services = createServices(config, (name) => process.env[name] || undefined, {
  onNetlify: false,
});
const storage = await services.storage();
let status = 0;
try {
  const report = await importStock(storage, config, feed.records, {
    source: /^https?:/i.test(source) ? new URL(source).host : source.split('/').at(-1)!,
    now: new Date(),
  });
  if ('stale' in report) throw new Error('unexpected: a file import has no delivery time');
  for (const line of reportLines(report)) console.log(p(line));
  if (values.build && report.changedStock) {
    await storage.close();
    if (process.env.STOCK_BUILD_HOOK_URL) {
      const started = await services.buildHook().trigger('Stock import from the command line');
      console.log(started.ok ? started.started : `Build not started: ${started.error}`);
      if (!started.ok) status = 1;
    } else {
      const run = spawnSync('npm', ['run', 'build', '--', '--dealer', config.slug], {
        stdio: 'inherit',
      });
      status = run.status ?? 1;
    }
  } else if (report.changedStock)
    console.log(`Next: npm run build -- --dealer ${config.slug} (or add --build) to publish it.`);
} finally {
  await storage.close().catch(() => undefined);
}
process.exit(status);

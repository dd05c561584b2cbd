/**
 * npm run stock:import -- --dealer <slug> <file or URL> [--format json|csv] [--build]
 * npm run stock:import -- --dealer <slug> --accept <hold id> [--build]
 * npm run stock:import -- --dealer <slug> --reject <hold id>
 * npm run stock:import -- --dealer <slug> --held
 * Imports the dealer's stock feed (docs/stock-feed.md) into the site's store: each bad record is
 * reported with its stock number and field and left out (its car stays as it was), the rest
 * diffed against the previous snapshot (added, changed field by field, no longer in the feed →
 * sold) and kept; the first import's previous snapshot is the dealer's stock file in the data
 * folder the build reads (data/, or DATA_DIR). The same feed twice changes nothing. A feed with no cars, or no car records, is
 * refused; one that would take more than the dealer's share of the cars in stock off the site,
 * or has too many bad records (dealer file `inventory.feedGuard`), is held and changes nothing:
 * `--held` lists the held feeds, `--accept <id>` applies one as it came, `--reject <id>` marks one
 * never to be applied (the dealer desk does both through the same functions). Prints the report
 * (counts, records left out, price changes) and keeps it in the store. Where the dealer file has a
 * history check (`inventory.historyCheck`), the used cars due one are then searched and the flagged
 * ones listed (stock numbers, what was found, the certificate). `--build` then starts the
 * dealer's build: its Netlify build hook where STOCK_BUILD_HOOK_URL is set, else
 * `npm run build -- --dealer <slug>` here. The store is DATABASE_URL's Postgres, else the local
 * PGlite in .data/<slug>/ (stop `npm start` first: it takes one process at a time).
 * Exit status: 0 imported (or nothing to do), 1 refused or failed, 3 held.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { loadDealerConfig } from '~/config/load.server.ts';
import { acceptHold, rejectHold } from '~/features/car/import/accept.server.ts';
import { feedFormat, readFeed } from '~/features/car/import/feed.ts';
import {
  historyLines,
  historyRun,
  tellDealerOfFlags,
} from '~/features/car/import/history-run.server.ts';
import { openHolds, tellDealerOfHold } from '~/features/car/import/holds.server.ts';
import {
  type ImportReport,
  importStock,
  reportLines,
} from '~/features/car/import/import.server.ts';
import { createServices } from '~/services/create.server.ts';

import { buildEnv } from './lib/build-env.ts';
import { printable as p } from './lib/terminal.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dealer: { type: 'string' },
    format: { type: 'string' },
    build: { type: 'boolean', default: false },
    accept: { type: 'string' },
    reject: { type: 'string' },
    held: { type: 'boolean', default: false },
  },
});
const source = positionals[0];
const USAGE =
  'Usage: npm run stock:import -- --dealer <slug> <file or URL> [--format json|csv] [--build]\n       npm run stock:import -- --dealer <slug> --accept <hold id> [--build]\n       npm run stock:import -- --dealer <slug> --reject <hold id>\n       npm run stock:import -- --dealer <slug> --held';
if (
  !values.dealer ||
  [source, values.accept, values.reject, values.held || undefined].filter(Boolean).length !== 1
) {
  console.error(USAGE);
  process.exit(2);
}
if (values.format && !['json', 'csv'].includes(values.format)) {
  console.error(`--format is json or csv, not "${p(values.format)}"`);
  process.exit(2);
}
const { dealersDir, dataDir } = buildEnv();
const config = loadDealerConfig(values.dealer, dealersDir);

/** The feed's records from a file or URL; exits with the reason when they cannot be read. */
async function feedRecords(from: string): Promise<unknown[]> {
  let text: string;
  let hint: string | null = values.format ?? null;
  try {
    if (/^https?:\/\//i.test(from)) {
      const res = await fetch(from, { signal: AbortSignal.timeout(60_000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      hint ??= res.headers.get('content-type');
      text = await res.text();
    } else {
      hint ??= from;
      text = readFileSync(from, 'utf8');
    }
  } catch (e) {
    console.error(`Could not read ${p(from)}: ${p((e as Error).message)}`);
    process.exit(1);
  }
  const feed = readFeed(text, feedFormat(text, hint));
  if (!feed.ok) {
    console.error(`${p(from)}: ${p(feed.error)}`);
    process.exit(1);
  }
  return feed.records;
}

const records = source ? await feedRecords(source) : null;
const services = createServices(config, (name) => process.env[name] || undefined, {
  onNetlify: false,
});
const storage = await services.storage();
let status = 0;
let report: ImportReport | null = null;
try {
  const now = new Date();
  if (values.held) {
    const holds = await openHolds(storage.db, config.slug);
    if (!holds.length) console.log(`${config.slug}: no held feeds.`);
    for (const h of holds)
      console.log(
        p(`${h.id}  held ${h.heldAt.toISOString()} from ${h.source}\n  ${h.reasons.join('\n  ')}`),
      );
  } else if (values.reject) {
    const out = await rejectHold(storage, config, values.reject, now);
    if ('refused' in out) {
      console.error(p(out.error));
      status = 1;
    } else console.log(p(`${out.id} rejected: it will not be applied. The stock is unchanged.`));
  } else if (values.accept) {
    const out = await acceptHold(storage, config, values.accept, { now, dataDir });
    if ('refused' in out || 'stale' in out) {
      console.error(p('refused' in out ? out.error : 'unexpected: a stale delivery'));
      status = 1;
    } else report = out;
  } else {
    const out = await importStock(storage, config, records!, {
      source: /^https?:/i.test(source!) ? new URL(source!).host : source!.split('/').at(-1)!,
      now,
      dataDir,
    });
    if ('stale' in out) throw new Error('unexpected: a file import has no delivery time');
    if ('held' in out) {
      for (const line of reportLines(out.report)) console.log(p(line));
      console.error(
        p(
          [
            `Held as ${out.id}, not applied: the site's stock is unchanged.`,
            ...out.reasons,
            `If the feed is right, apply it: npm run stock:import -- --dealer ${config.slug} --accept ${out.id}`,
          ].join('\n'),
        ),
      );
      await tellDealerOfHold(storage, config, out, now).catch((e: Error) =>
        console.error(`The dealer was not told of the hold (${e.name}).`),
      );
      status = 3;
    } else report = out;
  }
  if (report) {
    for (const line of reportLines(report)) console.log(p(line));
    // The used cars due a history check are searched now, all of them, before any build.
    const history = await historyRun(storage, config, services.history(), now, Infinity);
    if (history) {
      for (const line of historyLines(config.slug, history)) console.log(p(line));
      await tellDealerOfFlags(storage, config, history, now).catch((e: Error) =>
        console.error(`The dealer was not told of the flagged cars (${e.name}).`),
      );
    }
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
  }
} finally {
  await storage.close().catch(() => undefined);
}
process.exit(status);

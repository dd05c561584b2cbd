/**
 * npm run bench:functions [-- --dealer <slug>] [--cars 450,20000] [--runs 5]
 * The functions Netlify would upload for a dealer, built by Netlify's own CLI (`netlify build`,
 * offline, as Netlify's build image would) with 450 and with 20,000 generated cars (data in
 * .data/bench-stock-{slug}-{n}/): each zip's size as uploaded and unpacked, against the server
 * function's goal (5 MB zipped) and the platform's limits (50 MB zipped, 250 MB unpacked), and the
 * cold start of the server function's entry (a fresh Node process importing it, what every cold
 * function pays before its first answer; and, for reference, the entry and every chunk a route
 * could load; medians of `runs`, against 200 ms; with no NODE_ENV, as on Netlify, and no package's
 * development build may load). Neither may grow with the cars: the function
 * carries no stock and no published page. A Postgres server (TEST_DATABASE_URL) is used when set;
 * without one the build reads the committed stock. Exits 1 when over.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { buildOutput } from '../lib/build-env.ts';
import { netlifyCli, netlifySiteEnv } from '../lib/netlify-cli.ts';
import {
  deployedFunctions,
  FUNCTION_LIMITS,
  megabytes,
  serverFunctionColdStart,
  strayFiles,
} from '../lib/netlify-functions.ts';
import { stockData } from './stock-target.ts';

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', default: 'riverbend-toyota' },
    cars: { type: 'string', default: '450,20000' },
    runs: { type: 'string', default: '5' },
  },
});
const COLD_START_MS = 200;
const runs = Math.max(1, Number(values.runs));
const slug = values.dealer;
const cli = netlifyCli();
// Without a server the build's reads of the store fail at once and it reads the committed stock.
const database = process.env.TEST_DATABASE_URL || 'postgres://bench@127.0.0.1:9/none';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const rows: string[] = [];
let over = false;
for (const n of values.cars.split(',').map(Number)) {
  const target = stockData(slug, n);
  const env = {
    ...process.env,
    ...netlifySiteEnv(slug, database),
    DATA_DIR: target.dataDir,
    BROWSER: 'none',
  };
  // The incremental cache of the dealer's real Netlify build stays out of it, both ways.
  const cache = buildOutput(slug, env).cacheDir;
  rmSync(cache, { recursive: true, force: true });
  console.log(`netlify build of ${target.label} …`);
  const build = spawnSync(process.execPath, [cli, 'build', '--offline'], {
    env,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  rmSync(cache, { recursive: true, force: true });
  if (build.status !== 0) {
    console.error((build.stdout + build.stderr).slice(-4000));
    process.exit(1);
  }
  const times = Array.from({ length: runs }, () => serverFunctionColdStart());
  const development = times[0]!.development;
  if (development.length)
    console.log(`The function loaded development builds: ${development.join(', ')}`);
  const entry = median(times.map((t) => t.entry));
  const all = median(times.map((t) => t.all));
  for (const fn of deployedFunctions()) {
    const goal = fn.name === 'ssr' ? FUNCTION_LIMITS.goalZipped : FUNCTION_LIMITS.zipped;
    const ok =
      fn.zipped <= goal &&
      fn.unpacked <= FUNCTION_LIMITS.unpacked &&
      strayFiles(fn).length === 0 &&
      (fn.name !== 'ssr' || (entry <= COLD_START_MS && development.length === 0));
    over ||= !ok;
    rows.push(
      `| ${target.label} | ${fn.name} | ${megabytes(fn.zipped)} | ${megabytes(fn.unpacked)} | ${fn.name === 'ssr' ? `${entry.toFixed(0)} ms` : ''} | ${fn.name === 'ssr' ? `${all.toFixed(0)} ms` : ''} | ${ok ? 'within' : 'OVER'} |`,
    );
  }
}
console.log(
  `\n| Dealer | Function | Zipped (goal 5 MB for ssr; limit 50 MB) | Unpacked (limit 250 MB) | Cold start of the entry (median of ${runs}; goal ${COLD_START_MS} ms) | Entry and every chunk | |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
);
process.exit(over ? 1 : 0);

/**
 * npm run bench:build [-- --cars 20000 --dealer riverbend-toyota]
 *
 * A generated dealer of `--cars` cars (the sample dealer's settings) built four
 * ways, printing for each the time, pages per second, peak memory and how many pages were rendered
 * and how many kept from the incremental cache:
 *   1. a full build (--force, as a fresh clone or a changed dealer file builds);
 *   2. a rebuild with nothing changed;
 *   3. a rebuild after an import in which 1% of the cars dropped in price and 0.5% sold;
 *   4. (the truth) the same data built in full elsewhere: every file of 3 must be identical.
 * Goals on the 2-core machine: full ≤ 5 min and ≤ 2 GB; each rebuild ≤ 60 s.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

import type { Car } from '~/catalogue/car.schema.ts';

import { pageLines } from '../lib/astro-log.ts';
import { buildNodeOptions } from '../lib/build-dealer.ts';
import { stockData } from './stock-target.ts';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '20000' },
    dealer: { type: 'string', default: 'riverbend-toyota' },
  },
});
const GOALS = { fullSeconds: 300, fullMb: 2048, rebuildSeconds: 60 };

const target = stockData(values.dealer, Number(values.cars));
const stockFile = join(target.dataDir, 'stock', `${target.slug}.json`);

interface Run {
  label: string;
  seconds: number;
  peakMb: number;
  rendered: number;
  cached: number;
}

/** One `astro build` of the target into `dist` under GNU time: wall time and peak resident memory. */
function build(label: string, dist: string, force: boolean): Run {
  const r = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      'BENCH %e %M',
      process.execPath,
      'node_modules/astro/bin/astro.mjs',
      'build',
      ...(force ? ['--force'] : []),
    ],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      env: {
        ...process.env,
        ...target.env,
        DIST_DIR: dist,
        ASTRO_TELEMETRY_DISABLED: '1',
        // As npm run build runs it.
        NODE_OPTIONS: buildNodeOptions(process.env),
      },
    },
  );
  const timing = /BENCH ([\d.]+) (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !timing) {
    console.error(r.stderr.slice(-3000));
    throw new Error(`${label}: the build failed (exit ${r.status})`);
  }
  const pages = pageLines(r.stdout);
  const run = {
    label,
    seconds: Number(timing[1]),
    peakMb: Math.round(Number(timing[2]) / 1024),
    rendered: pages.rendered.size,
    cached: pages.cached.size,
  };
  const total = run.rendered + run.cached;
  console.log(
    `${label}: ${run.seconds.toFixed(1)} s, ${total.toLocaleString('en-AU')} pages (${Math.round(total / run.seconds)}/s), ${run.rendered.toLocaleString('en-AU')} rendered, ${run.cached.toLocaleString('en-AU')} from the cache, peak ${run.peakMb.toLocaleString('en-AU')} MB`,
  );
  return run;
}

/** Every file under a folder, by path from it. */
function files(dir: string, root = dir, out = new Map<string, Buffer>()): Map<string, Buffer> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files(path, root, out);
    else out.set(relative(root, path), readFileSync(path));
  }
  return out;
}

/** The next import: 1% of the listed cars a little cheaper, 0.5% sold, an hour after the last. */
function nextImport() {
  const stock = JSON.parse(readFileSync(stockFile, 'utf8')) as { snapshot_at: string; cars: Car[] };
  const at = new Date(Date.parse(stock.snapshot_at) + 3_600_000);
  const open = stock.cars.filter((c) => c.status !== 'sold' && (c.price ?? 0) > 0);
  const cut = Math.round(stock.cars.length * 0.01);
  const sold = Math.round(stock.cars.length * 0.005);
  // Every 7th open car, so the changes spread over makes, models and price bands.
  const chosen = open.filter((_, i) => i % 7 === 3).slice(0, cut + sold);
  chosen.slice(0, cut).forEach((c, i) => (c.price = c.price! - 500 - (i % 4) * 500));
  for (const c of chosen.slice(cut)) {
    c.status = 'sold';
    c.sold_date_timestamp = Math.floor(at.getTime() / 1000);
  }
  stock.snapshot_at = at.toISOString();
  writeFileSync(stockFile, JSON.stringify(stock));
  return { cut, sold };
}

const dist = target.dist;
const truthDist = `${dist}-truth`;
for (const dir of [dist, `${dist}-cache`, truthDist, `${truthDist}-cache`])
  rmSync(dir, { recursive: true, force: true });

console.log(`bench:build — ${target.label}, on ${new Date().toISOString().slice(0, 10)}\n`);
const full = build('full build (--force)', dist, true);
const same = build('rebuild, nothing changed', dist, false);
const { cut, sold } = nextImport();
const changed = build(`rebuild after ${cut} price cuts and ${sold} sold`, dist, false);
// The truth: the same data in full, elsewhere. A kept page that should have changed would differ.
build('check: the same data in full', truthDist, true);
const ours = files(join(dist, 'client'));
const truth = files(join(truthDist, 'client'));
const stale = [...truth].filter(([p, body]) => !ours.get(p)?.equals(body)).map(([p]) => p);
const extra = [...ours.keys()].filter((p) => !truth.has(p));
console.log(
  `\nincremental output = full output: ${stale.length || extra.length ? `NO (${stale.length} differ or missing, ${extra.length} extra: ${[...stale, ...extra].slice(0, 5).join(', ')})` : `yes, all ${truth.size.toLocaleString('en-AU')} files`}`,
);

const checks = [
  [`full build ≤ ${GOALS.fullSeconds} s`, full.seconds <= GOALS.fullSeconds],
  [`full build ≤ ${GOALS.fullMb} MB`, full.peakMb <= GOALS.fullMb],
  [`rebuild, nothing changed ≤ ${GOALS.rebuildSeconds} s`, same.seconds <= GOALS.rebuildSeconds],
  [`rebuild after the import ≤ ${GOALS.rebuildSeconds} s`, changed.seconds <= GOALS.rebuildSeconds],
  ['no stale file', stale.length === 0 && extra.length === 0],
] as const;
for (const [goal, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${goal}`);
if (checks.some(([, ok]) => !ok)) process.exitCode = 1;

/**
 * npm run bench:functions [-- --dealer <slug>] [--cars 450,20000] [--runs 5]
 * The on-demand server a dealer's functions run (issue 30 item 4), built with 450 and with 20,000
 * generated cars (in .data/bench-stock-{slug}-{n}/, the real build left alone): its size (every
 * file of dist/…/server, what a function bundles) and its cold import (a fresh Node process
 * importing the server entry, what every cold function pays before its first answer; and, for
 * reference, the entry and every chunk a route could load; medians of `runs`). The stock is
 * not bundled (a car is read from its published JSON), so neither may grow with the cars.
 * Budgets: 2 MB and 200 ms. Exits 1 when over.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { stockTarget } from './stock-target.ts';

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', default: 'riverbend-toyota' },
    cars: { type: 'string', default: '450,20000' },
    runs: { type: 'string', default: '5' },
  },
});
const BUDGET = { bytes: 2 * 1024 * 1024, importMs: 200 };
const runs = Math.max(1, Number(values.runs));

/** Every file's bytes under a folder. */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((n, e) => n + statSync(join(e.parentPath, e.name)).size, 0);
}

/**
 * A fresh process imports the server entry (what every cold function does before its first
 * answer), then every chunk (the most any function could load): milliseconds for each.
 */
function coldImport(serverDir: string): { entry: number; all: number } {
  const entry = resolve(serverDir, 'entry.mjs');
  const chunks = readdirSync(resolve(serverDir, 'chunks'))
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => resolve(serverDir, 'chunks', f));
  const script = `
    const t0 = performance.now();
    await import(${JSON.stringify(entry)});
    const t1 = performance.now();
    for (const c of ${JSON.stringify(chunks)}) await import(c).catch(() => {});
    console.log(JSON.stringify({ entry: t1 - t0, all: performance.now() - t0 }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ASTRO_NODE_AUTOSTART: 'disabled' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { entry: number; all: number };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const rows: string[] = [];
let over = false;
for (const n of values.cars.split(',').map(Number)) {
  const t = stockTarget(values.dealer, n);
  const server = join(t.dist, 'server');
  const bytes = bytesUnder(server);
  const times = Array.from({ length: runs }, () => coldImport(server));
  const ms = median(times.map((x) => x.entry));
  const all = median(times.map((x) => x.all));
  const ok = bytes <= BUDGET.bytes && ms <= BUDGET.importMs;
  over ||= !ok;
  rows.push(
    `| ${t.label} | ${(bytes / 1024).toFixed(0)} KB | ${ms.toFixed(0)} ms | ${all.toFixed(0)} ms | ${ok ? 'within' : 'OVER'} |`,
  );
}
console.log(
  `\n| Dealer | Server bundle | Cold import of the entry (median of ${runs}) | Entry and every chunk | Budget (2 MB, 200 ms for the entry) |\n|---|---|---|---|---|\n${rows.join('\n')}`,
);
process.exit(over ? 1 : 0);

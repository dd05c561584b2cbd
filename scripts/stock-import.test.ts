import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { sitePaths } from '~/catalogue/paths.ts';
import { FEED_MESSAGES } from '~/features/car/import/feed.ts';

/** npm run stock:import against a store of its own, with the dealer's committed stock as its start. */
const slug = 'outback-caravans';
const scratch = mkdtempSync(join(tmpdir(), 'stock-import-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const committed = (
  JSON.parse(readFileSync(sitePaths(slug).stock, 'utf8')) as { cars: Record<string, unknown>[] }
).cars;

function importing(args: string[], feed?: unknown) {
  const file = join(scratch, `feed-${Math.random().toString(36).slice(2)}.json`);
  if (feed !== undefined)
    writeFileSync(file, typeof feed === 'string' ? feed : JSON.stringify(feed));
  return spawnSync(
    process.execPath,
    [
      resolve('node_modules/tsx/dist/cli.mjs'),
      'scripts/stock-import.ts',
      '--dealer',
      slug,
      ...args,
      ...(feed !== undefined ? [file] : []),
    ],
    { encoding: 'utf8', timeout: 120_000, env: { ...process.env, LOCAL_DATA_DIR: scratch } },
  );
}

// Each test runs the command a few times (a process and an embedded database each).
describe('npm run stock:import: a feed that would wipe stock', { timeout: 180_000 }, () => {
  it('refuses an empty feed, no cars and records that are not cars, and changes nothing', () => {
    for (const [feed, error] of [
      ['[]', FEED_MESSAGES.empty],
      ['{"cars":[]}', FEED_MESSAGES.empty],
      ['{"cars":[1,2,3]}', FEED_MESSAGES.notRecords],
    ] as const) {
      const r = importing([], feed);
      expect(r.status, feed).toBe(1);
      expect(r.stderr).toContain(error);
    }
  });

  it('keeps a car whose record is rejected as it was', () => {
    const r = importing(
      [],
      committed.map((c, i) => (i === 0 ? { ...c, year: -5 } : c)),
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('1 left out (1 of their cars kept as they were)');
    expect(r.stdout).toContain('0 no longer in the feed (now sold)');
  });

  it('holds a feed cut short by 30% (exit 3), lists it, and applies it with --accept', () => {
    const inStock = committed.filter((c) => c.status !== 'sold');
    const cut = Math.ceil(inStock.length * 0.3);
    const gone = new Set(inStock.slice(-cut).map((c) => c.id));
    const held = importing(
      [],
      committed.filter((c) => !gone.has(c.id)),
    );
    expect(held.status, held.stderr).toBe(3);
    expect(held.stderr).toMatch(
      new RegExp(`It would take ${cut} of the ${inStock.length} caravans in stock off the site`),
    );
    const id = /Held as (H[\w-]{12}), not applied/.exec(held.stderr)![1]!;
    const listed = importing(['--held']);
    expect(listed.stdout).toContain(id);
    const applied = importing(['--accept', id]);
    expect(applied.status, applied.stderr).toBe(0);
    expect(applied.stdout).toContain(`${cut} no longer in the feed (now sold)`);
    expect(importing(['--accept', id]).stderr).toContain('already been applied');
  });

  it('rejects a held feed with --reject: never applied, no longer listed', () => {
    const held = importing([], committed.slice(0, 5));
    expect(held.status, held.stderr).toBe(3);
    const id = /Held as (H[\w-]{12}), not applied/.exec(held.stderr)![1]!;
    const rejected = importing(['--reject', id]);
    expect(rejected.status, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain(`${id} rejected: it will not be applied.`);
    expect(importing(['--held']).stdout).not.toContain(id);
    const late = importing(['--accept', id]);
    expect(late.status).toBe(1);
    expect(late.stderr).toContain('That held feed was rejected');
  });
});

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { setAsideOutDir } from './out-dir.server.ts';

const gone = async (path: string) => {
  for (let i = 0; i < 100 && existsSync(path); i++) await new Promise((r) => setTimeout(r, 50));
  return !existsSync(path);
};

describe('the last build set aside', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'out-dir-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('leaves no output folder for the build, and deletes the old one and any left before', async () => {
    const dist = join(root, 'dist', 'riverbend-toyota');
    mkdirSync(join(dist, 'client', 'cars'), { recursive: true });
    writeFileSync(join(dist, 'client', 'cars', 'index.html'), '<!doctype html>');
    const left = join(root, 'dist', 'riverbend-toyota.old-1-2');
    mkdirSync(left);
    const other = join(root, 'dist', 'driveaway-finance');
    mkdirSync(other);

    setAsideOutDir(`${dist}/`);
    expect(existsSync(dist)).toBe(false);
    expect(await gone(left)).toBe(true);
    await expect
      .poll(() => readdirSync(join(root, 'dist')), { timeout: 5000 })
      .toEqual(['driveaway-finance']);
  });

  it('does nothing where there has been no build', () => {
    expect(() => setAsideOutDir(join(root, 'nowhere', 'dist'))).not.toThrow();
    mkdirSync(join(root, 'dist'), { recursive: true });
    setAsideOutDir(join(root, 'dist', 'outback-caravans'));
    expect(readdirSync(join(root, 'dist'))).toEqual([]);
  });
});

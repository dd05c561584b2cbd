import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { buildInputsHash, buildIsCurrent, stampBuild } from './build-hash.ts';

const slug = 'build-hash-test-dealer';
afterAll(() => rmSync(join('dist', slug), { recursive: true, force: true }));

describe('reusing a build whose inputs are unchanged (npm start)', () => {
  it('hashes the same inputs the same, and a different search key differently', () => {
    const env = { PATH: '/usr/bin' };
    expect(buildInputsHash('riverbend-toyota', env)).toBe(buildInputsHash('riverbend-toyota', env));
    expect(buildInputsHash('riverbend-toyota', { ...env, TYPESENSE_SEARCH_KEY: 'k1' })).not.toBe(
      buildInputsHash('riverbend-toyota', env),
    );
    expect(buildInputsHash('riverbend-toyota', env)).not.toBe(
      buildInputsHash('outback-caravans', env),
    );
  });

  it('counts a build as current only when it is complete and stamped with the same hash', () => {
    const dist = join('dist', slug, 'server');
    mkdirSync(dist, { recursive: true });
    expect(buildIsCurrent(slug, 'abc')).toBe(false);
    writeFileSync(join(dist, 'entry.mjs'), '');
    stampBuild(slug, 'abc');
    expect(buildIsCurrent(slug, 'abc')).toBe(true);
    expect(buildIsCurrent(slug, 'abd')).toBe(false);
  });
});

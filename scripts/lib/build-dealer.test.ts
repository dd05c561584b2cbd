import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { astroEnv, missingAssets } from './build-dealer.ts';

describe("a dealer's astro build environment", () => {
  it("names the dealer, and leaves out Netlify's DEPLOY_ID so that kept pages name no older deploy", () => {
    const env = astroEnv('riverbend-toyota', {
      NETLIFY: 'true',
      DEPLOY_ID: '6650f0c0ffee',
      DEALER: 'other',
      PATH: '/usr/bin',
    });
    expect(env).toMatchObject({ NETLIFY: 'true', DEALER: 'riverbend-toyota', PATH: '/usr/bin' });
    expect('DEPLOY_ID' in env).toBe(false);
    expect(env.NODE_OPTIONS).toBe('--max-old-space-size=1024');
  });
});

describe('files a kept page names that the build did not write', () => {
  it('finds chunks renamed since a page was kept, and nothing when all are there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'missing-assets-'));
    mkdirSync(join(dir, '_astro'), { recursive: true });
    mkdirSync(join(dir, 'cars', 'a'), { recursive: true });
    writeFileSync(join(dir, '_astro', 'Base.NEW12345.js'), '');
    writeFileSync(join(dir, '_astro', 'Base.abc.css'), '');
    writeFileSync(
      join(dir, 'index.html'),
      '<link rel="stylesheet" href="/_astro/Base.abc.css"><script type="module" src="/_astro/Base.NEW12345.js"></script>',
    );
    expect(missingAssets(dir)).toEqual([]);
    writeFileSync(
      join(dir, 'cars', 'a', 'index.html'),
      '<script src="/_astro/Base.OLD12345.js"></script><astro-island component-url="/_astro/LeadForm.OLD.js"></astro-island>',
    );
    expect(missingAssets(dir)).toEqual(['Base.OLD12345.js', 'LeadForm.OLD.js']);
    rmSync(dir, { recursive: true, force: true });
  });
});

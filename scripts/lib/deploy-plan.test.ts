import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { classify, deployPlan } from './deploy-plan.ts';

const slugs = [
  'driveaway-finance',
  'outback-caravans',
  'riverbend-toyota',
  'southern-cross-motor-group',
  'value-auto-supermarket',
];
const building = (changed: string[], among = slugs) =>
  deployPlan(changed, among)
    .tenants.filter((t) => t.build)
    .map((t) => t.slug);

describe('which tenants a change rebuilds', () => {
  it('rebuilds only the dealer whose own files changed', () => {
    expect(building(['dealers/riverbend-toyota.json'])).toEqual(['riverbend-toyota']);
    expect(building(['data/stock/value-auto-supermarket.json'])).toEqual([
      'value-auto-supermarket',
    ]);
    expect(
      building([
        'data/sites/outback-caravans/offers.json',
        'public/images/dealers/outback-caravans.svg',
        'public/images/locations/driveaway-finance-driveaway-osborne-park.jpg',
      ]),
    ).toEqual(['driveaway-finance', 'outback-caravans']);
  });

  it('rebuilds every dealer when shared code, data, content, packages or build settings change', () => {
    for (const path of [
      'src/features/search/card.ts',
      'src/pages/index.astro',
      'data/catalogue/models.json',
      'data/market/listings.json',
      'data/content/pages/about-us.md',
      'public/images/photos/suv-white-front.jpg',
      'package-lock.json',
      'astro.config.mjs',
      'netlify.toml',
      'netlify/functions/jobs.mts',
      'scripts/build.ts',
      'scripts/lib/build-env.ts',
    ])
      expect(building([path, 'dealers/riverbend-toyota.json']), path).toEqual(slugs);
  });

  it('rebuilds nothing for docs, tests, CI, benchmarks, lint settings or the generator alone', () => {
    const outside = [
      'README.md',
      'docs/performance.md',
      'tests/e2e/checkout.spec.ts',
      'tests/e2e/visual.spec.ts-snapshots/home-390.png',
      'src/features/search/card.test.ts',
      '.ci/run',
      'scripts/bench/pages.ts',
      'scripts/lint/dependencies.ts',
      'scripts/generate-data/cars.ts',
      'tools/sample-photos/src/car.ts',
      'scripts/deploy-plan.ts',
      'eslint.config.js',
      'playwright.config.ts',
      'dealers/schema.json',
    ];
    const plan = deployPlan(outside, slugs);
    expect(plan.tenants.filter((t) => t.build)).toEqual([]);
    expect(plan.outside).toEqual(outside);
    expect(deployPlan([], slugs).tenants[0]!.because).toEqual(['nothing changed']);
  });

  it('reads a location photo as the longest dealer slug it starts with', () => {
    expect(
      classify('public/images/locations/value-auto-plus-west.jpg', ['value', 'value-auto']),
    ).toEqual({ kind: 'dealer', slug: 'value-auto' });
    // A photo that names no dealer is shared: an extra build, never a missed one.
    expect(classify('public/images/locations/somewhere.jpg', slugs)).toEqual({ kind: 'shared' });
  });

  it('builds a new dealer alone, and nothing for a deleted one', () => {
    expect(
      building(['dealers/new-dealer.json', 'data/stock/new-dealer.json'], [...slugs, 'new-dealer']),
    ).toEqual(['new-dealer']);
    expect(
      building(
        ['dealers/outback-caravans.json', 'data/stock/outback-caravans.json'],
        slugs.slice(2),
      ),
    ).toEqual([]);
  });
});

describe('netlify.toml’s ignore command and npm run deploy:plan, over real commits', () => {
  const script = resolve('scripts/deploy-plan.ts');
  const node = resolve('node_modules/.bin/node');
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const write = (path: string, text: string) => {
    mkdirSync(join(repo, path, '..'), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  const commit = (message: string) => {
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', message);
    return git('rev-parse', 'HEAD');
  };
  const ignore = (slug: string, base: string, head: string) =>
    spawnSync(node, [script, '--ignore', slug, base, head], { cwd: repo, encoding: 'utf8' });
  const refs: Record<string, string> = {};

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'deploy-plan-'));
    git('init', '-q');
    write('dealers/schema.json', '{}');
    write('dealers/riverbend-toyota.json', '{}');
    write('dealers/value-auto-supermarket.json', '{}');
    write('src/app.ts', 'export {};');
    // The commands themselves, as a Netlify checkout of this repository has them.
    for (const f of ['scripts/deploy-plan.ts', 'scripts/lib/deploy-plan.ts', 'netlify.toml'])
      cpSync(f, join(repo, f), { recursive: true });
    refs.first = commit('first');
    write('data/stock/riverbend-toyota.json', '{"cars":[]}');
    refs.stock = commit('riverbend stock');
    write('docs/deploy.md', '# Deploy');
    refs.docs = commit('docs');
    write('src/app.ts', 'export const x = 1;');
    refs.code = commit('code');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('skips a dealer whose files a commit leaves alone, and builds the one it changes', () => {
    const skip = ignore('value-auto-supermarket', refs.first!, refs.stock!);
    expect(skip.status).toBe(0);
    expect(skip.stdout).toContain('Skipping value-auto-supermarket');
    const build = ignore('riverbend-toyota', refs.first!, refs.stock!);
    expect(build.status).toBe(1);
    expect(build.stdout).toContain('data/stock/riverbend-toyota.json');
    expect(ignore('riverbend-toyota', refs.stock!, refs.docs!).status).toBe(0);
    expect(ignore('value-auto-supermarket', refs.docs!, refs.code!).status).toBe(1);
  });

  it('builds whenever it cannot tell: the first build, an unknown commit, no dealer named', () => {
    expect(ignore('riverbend-toyota', refs.code!, refs.code!).status).toBe(1);
    expect(ignore('riverbend-toyota', '', refs.code!).status).toBe(1);
    expect(ignore('riverbend-toyota', 'f'.repeat(40), refs.code!).status).toBe(1);
    expect(ignore('', refs.first!, refs.stock!).status).toBe(1);
    expect(ignore('no-such-dealer', refs.first!, refs.stock!).status).toBe(1);
  });

  it('prints the plan, and the CI matrix as JSON', () => {
    const plan = spawnSync(node, [script, refs.first!, refs.code!, '--json'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(JSON.parse(plan.stdout)).toEqual({
      build: ['riverbend-toyota', 'value-auto-supermarket'],
      skip: [],
    });
    const text = spawnSync(node, [script, refs.first!, refs.docs!], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(text.stdout).toContain('build  riverbend-toyota  (data/stock/riverbend-toyota.json)');
    expect(text.stdout).toMatch(/skip {3}value-auto-supermarket/);
    expect(text.stdout).toContain('Outside every build: 1 path(s), e.g. docs/deploy.md');
  });

  it('netlify.toml runs it as Netlify would: the dealer and the two commits from the environment', () => {
    const toml = readFileSync('netlify.toml', 'utf8');
    const command = /^\s*ignore = "((?:[^"\\]|\\.)*)"$/m.exec(toml)?.[1]?.replace(/\\"/g, '"');
    expect(command).toBe(
      'node scripts/deploy-plan.ts --ignore "$DEALER" "$CACHED_COMMIT_REF" "$COMMIT_REF"',
    );
    const run = (env: Record<string, string>) =>
      spawnSync('bash', ['-c', command!], {
        cwd: repo,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}`, ...env },
      }).status;
    expect(
      run({
        DEALER: 'value-auto-supermarket',
        CACHED_COMMIT_REF: refs.first!,
        COMMIT_REF: refs.docs!,
      }),
    ).toBe(0);
    expect(
      run({ DEALER: 'riverbend-toyota', CACHED_COMMIT_REF: refs.first!, COMMIT_REF: refs.docs! }),
    ).toBe(1);
    // A build with no cache: Netlify gives the same commit as both.
    expect(
      run({
        DEALER: 'value-auto-supermarket',
        CACHED_COMMIT_REF: refs.docs!,
        COMMIT_REF: refs.docs!,
      }),
    ).toBe(1);
  });
});

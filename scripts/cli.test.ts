import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { GATE_SCRIPT } from '../src/features/account/gating.ts';

const tsx = resolve('node_modules/tsx/dist/cli.mjs');
const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [tsx, script, ...args], {
    encoding: 'utf8',
    // A command that should stop and does not (a server that did not refuse to start) fails here.
    timeout: 150_000,
    env: { ...process.env, ...env },
  });

/**
 * A scratch build folder for a test's variant of a dealer, inside dist/ so the build's server
 * code still finds node_modules; the real dist/<slug>/ stays as it was.
 */
function scratchDist(): string {
  mkdirSync('dist', { recursive: true });
  return mkdtempSync(join('dist', '.test-'));
}

/** Removes a scratch build and the cache beside it (astro.config.mjs: `<DIST_DIR>-cache`). */
function removeScratch(out: string): void {
  for (const dir of [out, `${out}-cache`]) rmSync(dir, { recursive: true, force: true });
}

/**
 * A scratch data/ in which driveaway-finance keeps eight cars of each type: these tests are about
 * what a build checks and writes, not how many car pages it renders, and a small stock builds in
 * a third of the time.
 */
function smallData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-'));
  cpSync('data', dir, { recursive: true });
  const file = join(dir, 'stock', 'driveaway-finance.json');
  const stock = JSON.parse(readFileSync(file, 'utf8')) as { cars: { car_type: string }[] };
  stock.cars = ['used', 'new', 'demo'].flatMap((type) =>
    stock.cars.filter((c) => c.car_type === type).slice(0, 8),
  );
  writeFileSync(file, JSON.stringify(stock));
  return dir;
}

/** A scratch dealers/ folder with one good dealer file and one with two mistakes. */
function scratchDealers(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dealers-'));
  // The good dealer with sign-in on and its trade-in and selling pages gated (spec Roles: gated only
  // for some brand configurations, so no sample dealer does it).
  const good = JSON.parse(readFileSync('dealers/driveaway-finance.json', 'utf8'));
  good.features.authentication = { enabled: true, gatedRoutes: ['trade-in', 'sell-my-car'] };
  writeFileSync(join(dir, 'driveaway-finance.json'), JSON.stringify(good, null, 2));
  const bad = JSON.parse(readFileSync('dealers/outback-caravans.json', 'utf8'));
  bad.slug = 'broken-caravans';
  bad.features.phoneReveal = 'sometimes';
  bad.contact.phones.sales = 'call us';
  writeFileSync(join(dir, 'broken-caravans.json'), JSON.stringify(bad, null, 2));
  return dir;
}

describe('npm run validate', () => {
  it('passes every sample dealer file', () => {
    const r = run('scripts/validate.ts', []);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('✓ dealers/riverbend-toyota.json');
  });

  it('prints file, JSON path and message for each problem and exits 1', () => {
    const dir = scratchDealers();
    const r = run('scripts/validate.ts', [], { DEALERS_DIR: dir });
    const file = relative(process.cwd(), join(dir, 'broken-caravans.json'));
    expect(r.status).toBe(1);
    expect(r.stderr.split('\n').filter((l) => l.startsWith(file))).toEqual([
      `${file}: features.phoneReveal: Invalid option: expected one of "masked"|"immediate"`,
      `${file}: contact.phones.sales: Use an Australian phone number such as (02) 9635 1234 or 1300 123 456`,
    ]);
    expect(r.stdout).toContain('✓');
  });
});

describe('npm run validate, the embedded search’s size', () => {
  it('tells the editor to use Typesense when the listed cars pass search.embeddedMaxCars', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dealers-'));
    const dealer = JSON.parse(readFileSync('dealers/riverbend-toyota.json', 'utf8'));
    dealer.search = { ...dealer.search, embeddedMaxCars: 100 };
    writeFileSync(join(dir, 'riverbend-toyota.json'), JSON.stringify(dealer, null, 2));
    const r = run('scripts/validate.ts', ['riverbend-toyota'], { DEALERS_DIR: dir });
    const file = relative(process.cwd(), join(dir, 'riverbend-toyota.json'));
    // A warning, not an error: the site still builds.
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(
      new RegExp(
        `warning: ${file.replace(/[.]/g, '\\.')}: search\\.provider: [\\d,]+ cars are listed, over search\\.embeddedMaxCars \\(100\\)`,
      ),
    );
    expect(r.stderr).toContain('Set search.provider to "typesense"');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('npm run validate, everything the build checks', () => {
  it('reports every problem of a dealer file at once, the contrast among them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dealers-'));
    const d = JSON.parse(readFileSync('dealers/riverbend-toyota.json', 'utf8'));
    d.features.phoneReveal = 'sometimes';
    d.theme.colours.primary = '#ffdd00';
    writeFileSync(join(dir, 'riverbend-toyota.json'), JSON.stringify(d));
    const r = run('scripts/validate.ts', [], { DEALERS_DIR: dir });
    const file = relative(process.cwd(), join(dir, 'riverbend-toyota.json'));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${file}: features.phoneReveal: Invalid option`);
    expect(r.stderr).toMatch(
      new RegExp(
        `${file.replace(/[.]/g, '\\.')}: theme\\.colours\\.primary: White text on #ffdd00 has contrast 1\\.\\d+:1`,
      ),
    );
  });

  it("checks the dealer's data: a bad stock record is a warning, a bad catalogue file an error", () => {
    const data = mkdtempSync(join(tmpdir(), 'data-'));
    cpSync('data', data, { recursive: true });
    const stock = join(data, 'stock', 'driveaway-finance.json');
    const s = JSON.parse(readFileSync(stock, 'utf8'));
    s.cars[0].price = 'ask us';
    writeFileSync(stock, JSON.stringify(s));
    const warned = run('scripts/validate.ts', ['driveaway-finance'], { DATA_DIR: data });
    expect(warned.status).toBe(0);
    expect(warned.stderr).toMatch(
      new RegExp(
        `^warning: stock record left out: \\S*stock/driveaway-finance\\.json: id ${s.cars[0].id}: price: `,
        'm',
      ),
    );
    const offers = join(data, 'sites', 'driveaway-finance', 'offers.json');
    const o = JSON.parse(readFileSync(offers, 'utf8'));
    o[2].expires_at = 'next Tuesday';
    writeFileSync(offers, JSON.stringify(o));
    const failed = run('scripts/validate.ts', ['driveaway-finance'], { DATA_DIR: data });
    rmSync(data, { recursive: true, force: true });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(
      /^\S*sites\/driveaway-finance\/offers\.json: \[2\]\.expires_at: Invalid ISO datetime$/m,
    );
  });
});

describe('npm run build', () => {
  it('on Netlify, stops at once without DEALER or with an unknown one, naming it and the dealers', () => {
    for (const [dealer, said] of [
      ['', 'DEALER is not set'],
      ['riverbend', 'DEALER names no dealer: there is no dealers/riverbend.json'],
    ]) {
      const r = run('scripts/build.ts', ['--dealer', dealer!], { NETLIFY: 'true' });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(said);
      expect(r.stderr).toContain('The dealers are: driveaway-finance, outback-caravans,');
    }
  });

  it('builds the good dealer, fails the bad one naming file and field, and exits non-zero', () => {
    const dir = scratchDealers();
    const out = scratchDist();
    const data = smallData();
    const r = run('scripts/build.ts', [], { DEALERS_DIR: dir, DIST_DIR: out, DATA_DIR: data });
    rmSync(data, { recursive: true, force: true });
    const file = relative(process.cwd(), join(dir, 'broken-caravans.json'));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`✓ driveaway-finance: `);
    expect(r.stdout).toMatch(
      new RegExp(
        `: \\d+ pages \\(files: \\d+ rendered, \\d+ from the cache\\) in [\\d.]+ s → ${out}/`,
      ),
    );
    expect(r.stderr).toContain(`✗ broken-caravans: invalid dealer file`);
    expect(r.stderr).toContain(`${file}: features.phoneReveal: Invalid option`);
    expect(r.stdout).toContain('1 of 2 dealers built');
    expect(existsSync(join(out, 'client', 'index.html'))).toBe(true);
    // Sign-in on: its pages are built, and a gated page goes to sign-in before anything shows,
    // by a script its own CSP allows; a page the dealer file does not gate has no such script.
    const page = (path: string) => readFileSync(join(out, 'client', path, 'index.html'), 'utf8');
    expect(page('sign-in')).toContain('Sign in to');
    expect(page('my-garage')).toContain('My Garage');
    const hash = createHash('sha256').update(GATE_SCRIPT).digest('base64');
    for (const [path, gate] of [
      ['trade-in', 'trade-in'],
      ['cars/trade-in', 'trade-in'],
      ['sell-your-car', 'sell-my-car'],
    ]) {
      const html = page(path!);
      expect(html, path).toContain(`<html lang="en-AU" data-gate="${gate}">`);
      expect(html, path).toContain(`<script>${GATE_SCRIPT}</script>`);
      expect(html, path).toMatch(
        new RegExp(`script-src[^"]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
      );
    }
    expect(page('finance')).not.toContain('data-gate');
    removeScratch(out);
  }, 120_000);

  it('fails a dealer whose catalogue data is invalid, naming the data file and field', () => {
    const data = mkdtempSync(join(tmpdir(), 'data-'));
    cpSync('data', data, { recursive: true });
    const path = join(data, 'sites', 'driveaway-finance', 'offers.json');
    const offers = JSON.parse(readFileSync(path, 'utf8'));
    offers[2].expires_at = 'next Tuesday';
    writeFileSync(path, JSON.stringify(offers));
    const r = run('scripts/build.ts', ['--dealer', 'driveaway-finance'], { DATA_DIR: data });
    rmSync(data, { recursive: true, force: true });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('✗ driveaway-finance: invalid data');
    expect(r.stderr).toMatch(
      /^ {4}\S*sites\/driveaway-finance\/offers\.json: \[2\]\.expires_at: Invalid ISO datetime$/m,
    );
  }, 120_000);

  it('fails only the dealer whose content file is bad, naming the file and field, before Astro starts', () => {
    const data = mkdtempSync(join(tmpdir(), 'data-'));
    cpSync('data', data, { recursive: true });
    mkdirSync(join(data, 'sites', 'driveaway-finance', 'blog'), { recursive: true });
    writeFileSync(
      join(data, 'sites', 'driveaway-finance', 'blog', 'our-news.md'),
      '---\ntitle: Our news\ndescription: What is new.\ncategory: gossip\ndate: 2026-11-01\n---\nText.\n',
    );
    const built = run('scripts/build.ts', ['--dealer', 'driveaway-finance'], { DATA_DIR: data });
    const r = run('scripts/validate.ts', ['driveaway-finance', 'outback-caravans'], {
      DATA_DIR: data,
    });
    rmSync(data, { recursive: true, force: true });
    const line =
      /^ *\S*sites\/driveaway-finance\/blog\/our-news\.md: category: Invalid option: expected one of "vehicle-reviews"\|/m;
    expect(built.status).toBe(1);
    expect(built.stderr).toContain('✗ driveaway-finance: invalid data');
    expect(built.stderr).toMatch(line);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(line);
    expect(r.stdout).toContain('✓ dealers/outback-caravans.json and its data');
    expect(r.stdout).not.toContain('✓ dealers/driveaway-finance.json');
  }, 120_000);
});

describe('a Typesense dealer', () => {
  function typesenseDealer(): string {
    const dir = mkdtempSync(join(tmpdir(), 'dealers-'));
    const d = JSON.parse(readFileSync('dealers/driveaway-finance.json', 'utf8'));
    d.search = {
      ...d.search,
      provider: 'typesense',
      host: { host: 'search.driveaway.example', port: 443, protocol: 'https' },
      searchKeyEnv: 'DRIVEAWAY_SEARCH_KEY',
    };
    writeFileSync(join(dir, 'driveaway-finance.json'), JSON.stringify(d));
    return dir;
  }

  it('ships the search-only key and the host to the island, never the admin key, and no embedded index', () => {
    const out = scratchDist();
    const data = smallData();
    const r = run('scripts/build.ts', ['--dealer', 'driveaway-finance'], {
      DEALERS_DIR: typesenseDealer(),
      DRIVEAWAY_SEARCH_KEY: 'search_only_k3y',
      TYPESENSE_ADMIN_KEY: 'admin_s3cret_never_ship',
      DIST_DIR: out,
      DATA_DIR: data,
    });
    rmSync(data, { recursive: true, force: true });
    expect(r.status).toBe(0);
    const page = readFileSync(join(out, 'client', 'search', 'used-cars', 'index.html'), 'utf8');
    expect(page).toContain('search_only_k3y');
    expect(page).toContain('search.driveaway.example');
    expect(existsSync(join(out, 'client', 'search-index.json'))).toBe(false);
    const grep = spawnSync('grep', ['-rl', 'admin_s3cret_never_ship', out], { encoding: 'utf8' });
    removeScratch(out);
    expect(grep.stdout).toBe('');
  }, 120_000);

  it('refuses to publish a build in which a secret reached the browser, naming the variable', () => {
    // The search-only key's variable holds the admin key by mistake: its value lands in every search page.
    const out = scratchDist();
    const data = smallData();
    const r = run('scripts/build.ts', ['--dealer', 'driveaway-finance'], {
      DEALERS_DIR: typesenseDealer(),
      DRIVEAWAY_SEARCH_KEY: 'admin_s3cret_by_mistake',
      TYPESENSE_ADMIN_KEY: 'admin_s3cret_by_mistake',
      DIST_DIR: out,
      DATA_DIR: data,
    });
    removeScratch(out);
    rmSync(data, { recursive: true, force: true });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`TYPESENSE_ADMIN_KEY's value is in ${out}/client/\\S+`));
  }, 120_000);

  it('refuses to build without the search-only key, naming the variable', () => {
    const out = scratchDist();
    const r = run('scripts/build.ts', ['--dealer', 'driveaway-finance'], {
      DEALERS_DIR: typesenseDealer(),
      DRIVEAWAY_SEARCH_KEY: '',
      DIST_DIR: out,
    });
    removeScratch(out);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('- DRIVEAWAY_SEARCH_KEY is missing');
  }, 120_000);
});

describe('the environment a dealer file asks for (astro:env)', () => {
  it('refuses to build when a variable the dealer file names for a service is missing or malformed, naming it', () => {
    const dir = scratchDealers();
    const file = join(dir, 'driveaway-finance.json');
    const dealer = JSON.parse(readFileSync(file, 'utf8'));
    dealer.leads = { ...dealer.leads, delivery: { webhookUrlEnv: 'DRIVEAWAY_CRM_HOOK' } };
    writeFileSync(file, JSON.stringify(dealer));
    const scratch = [scratchDist(), scratchDist()];
    const missing = run('scripts/build.ts', ['--dealer', 'driveaway-finance'], {
      DEALERS_DIR: dir,
      DIST_DIR: scratch[0]!,
      DRIVEAWAY_CRM_HOOK: '',
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('- DRIVEAWAY_CRM_HOOK is missing');
    const malformed = run('scripts/build.ts', ['--dealer', 'driveaway-finance'], {
      DEALERS_DIR: dir,
      DIST_DIR: scratch[1]!,
      DRIVEAWAY_CRM_HOOK: 'not a url',
    });
    for (const d of scratch) removeScratch(d);
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain(
      'The following constraints for DRIVEAWAY_CRM_HOOK are not met: url',
    );
    // Built with it, started without it: the server stops at start, naming it.
    const out = scratchDist();
    const data = smallData();
    const built = run('scripts/build.ts', ['--dealer', 'driveaway-finance'], {
      DEALERS_DIR: dir,
      DIST_DIR: out,
      DATA_DIR: data,
      DRIVEAWAY_CRM_HOOK: 'https://crm.example/hook',
    });
    rmSync(data, { recursive: true, force: true });
    expect(built.status).toBe(0);
    const started = run('scripts/start.ts', ['--no-build'], {
      DEALER: 'driveaway-finance',
      DIST_DIR: out,
      PORT: '0',
      HOST: '127.0.0.1',
      LOCAL_DATA_DIR: join(out, 'data'),
      DRIVEAWAY_CRM_HOOK: '',
    });
    removeScratch(out);
    expect(started.status).not.toBe(0);
    expect(started.stdout + started.stderr).toContain('DRIVEAWAY_CRM_HOOK is missing');
    expect(started.stderr).toContain("The site's configuration is invalid");
  }, 180_000);
});

describe('npm run leads', () => {
  it("prints a visitor's escape sequences escaped, so they cannot drive the operator's terminal", () => {
    const dir = mkdtempSync(join(tmpdir(), 'data-'));
    const outbox = join(dir, 'riverbend-toyota', 'outbox');
    mkdirSync(outbox, { recursive: true });
    writeFileSync(
      join(outbox, 'L1.json'),
      JSON.stringify({
        lead_id: 'L1',
        createdAt: '2026-11-20T00:00:00Z',
        category: 'General Enquiry',
        url: 'https://x.com.au/',
        fields: {
          name: 'Mia\u001b]0;pwned\u0007',
          email: 'mia@example.com',
          message: 'hi\u001b[2J',
        },
      }),
    );
    const r = run('scripts/leads.ts', [], { LOCAL_DATA_DIR: dir });
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('\u001b');
    expect(r.stdout).not.toContain('\u0007');
    expect(r.stdout).toContain('Mia\\u001b]0;pwned\\u0007');
    expect(r.stdout).toContain('"hi\\u001b[2J"');
  });
});

import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startSite } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/**
 * A dealer whose search runs on Typesense: its pages must be allowed to reach its search host
 * (the CSP's connect-src is built per dealer) and nothing else. The dealer is built as a variant
 * in a scratch folder, its search host a stand-in Typesense server on loopback that answers in
 * Typesense's documented multi_search shape, with the CORS headers Typesense sends.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let standIn: Server;
let site: ChildProcess;
let siteUrl = '';
const searches: unknown[] = [];

test.beforeAll(async () => {
  // A hook has its own time limit (30 s by default): building the variant takes longer on a busy machine.
  test.setTimeout(300_000);
  standIn = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let body = '';
    req
      .on('data', (c) => (body += c))
      .on('end', () => {
        const { searches: asked = [] } = (body ? JSON.parse(body) : {}) as { searches?: unknown[] };
        searches.push(...asked);
        res.setHeader('Content-Type', 'application/json');
        res.end(
          JSON.stringify({
            results: asked.map(() => ({
              facet_counts: [],
              found: 1,
              out_of: 1,
              page: 1,
              search_time_ms: 1,
              request_params: { collection_name: 'Car_production', per_page: 21, q: '*' },
              hits: [
                {
                  document: {
                    id: '1',
                    car_id: 1,
                    slug: 'stand-in-ford-ranger-1',
                    make: 'Ford',
                    model: 'Ranger',
                    year: 2021,
                    price: 45990,
                    car_type: 'used',
                    status: 'in_stock',
                    custom_rank: 1,
                  },
                  highlights: [],
                  text_match: 1,
                },
              ],
            })),
          }),
        );
      });
  });
  await new Promise<void>((ok) => standIn.listen(0, '127.0.0.1', ok));
  const searchPort = (standIn.address() as AddressInfo).port;

  const dealers = mkdtempSync(join(tmpdir(), 'dealers-'));
  const dealer = JSON.parse(readFileSync('dealers/driveaway-finance.json', 'utf8'));
  dealer.search = {
    ...dealer.search,
    provider: 'typesense',
    host: { host: '127.0.0.1', port: searchPort, protocol: 'http' },
    searchKeyEnv: 'DRIVEAWAY_SEARCH_KEY',
  };
  writeFileSync(join(dealers, 'driveaway-finance.json'), JSON.stringify(dealer));
  // Inside the project, so the built server resolves its packages from node_modules/.
  const dist = join('.data', 'e2e-variants', 'typesense');
  rmSync(dist, { recursive: true, force: true });
  const env = {
    ...process.env,
    DEALER: 'driveaway-finance',
    DEALERS_DIR: dealers,
    DIST_DIR: dist,
    DRIVEAWAY_SEARCH_KEY: 'search-only-key-1',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    env,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);

  ({ url: siteUrl, child: site } = await startSite({ ...env, LOCAL_DATA_DIR: join(dist, 'data') }));
});

test.afterAll(() => {
  site?.kill();
  standIn?.close();
});

test("a Typesense dealer's search reaches its search host with no CSP violation", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  const res = await page.goto(`${siteUrl}/search/ford`);
  await page.getByLabel('Search stock').fill('ranger');
  // The phrase reader (its words fetched from the site itself) turns "ranger" into the model
  // filter, which reaches Typesense as filter_by.
  await expect
    .poll(
      () =>
        searches.some((s) =>
          String((s as { filter_by?: string }).filter_by).includes('model:=[`Ranger`]'),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(
    page.getByRole('region', { name: 'Results' }).getByRole('article').first(),
  ).toContainText('Ford Ranger');
  expect(violations).toEqual([]);
  expect(res?.headers()['content-security-policy']).toContain(
    `connect-src 'self' http://127.0.0.1:`,
  );
});

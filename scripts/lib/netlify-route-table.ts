/**
 * The requests the Netlify check sends to a dealer's site, each with the answer it must get: the
 * same answer on Netlify's runtime (`netlify serve`) as on the local server (`npm start`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isInStock } from '~/catalogue/availability.ts';
import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { GONE_PAGE } from '~/features/locations/redirects.ts';
import { gonePaths, siteRedirects } from '~/integrations/site-redirects.ts';

export interface RouteCase {
  /** What the request is, for the report. */
  what: string;
  path: string;
  status: number;
  /** A 301's target path. */
  location?: string;
  /** Text the answer's body holds. */
  contains?: string;
}

/** A placeholder for a route's parameter: no record has it, so the page answers as for any unknown one. */
const UNKNOWN = 'netlifycheck0000000000';

/**
 * A dealer's route table, from its data and its built pages (`clientDir`) and the on-demand paths
 * its server function is mounted on: home, a search landing, a car in stock, a sold car inside its
 * listing window and one on its light page, a car past its page window (410), every 301 the site
 * has (siteRedirects), the 404 page, each on-demand page and the health endpoint. A kind the dealer's
 * data has none of (a dealer with no car past its window) is left out; `kinds` says which ran.
 */
export function routeTable(slug: string, clientDir: string, onDemand: readonly string[]) {
  const config = loadDealerConfig(slug);
  const site = loadSite(config);
  const cases: RouteCase[] = [
    { what: 'home', path: '/', status: 200 },
    { what: 'health', path: '/api/health', status: 200, contains: '"status":"ok"' },
    {
      what: '404 page',
      path: '/no-such-page-here',
      status: 404,
      contains: "Sorry, we can't find that page",
    },
  ];
  const landings = readdirSync(join(clientDir, 'search'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(clientDir, 'search', e.name, 'index.html')))
    .map((e) => e.name)
    .sort();
  if (landings[0])
    cases.push({ what: 'search landing', path: `/search/${landings[0]}`, status: 200 });
  const car = (what: string, found: { slug: string } | undefined, status: number) => {
    if (found) cases.push({ what, path: `/cars/${found.slug}`, status });
  };
  car('car in stock', site.listed.find(isInStock), 200);
  car(
    'sold car in its listing window',
    site.listed.find((c) => !isInStock(c)),
    200,
  );
  car('sold car on its light page', site.soldPages[0], 200);
  const gone = gonePaths(site)[0];
  if (gone)
    cases.push({
      what: 'car past its page window',
      path: gone,
      status: 410,
      contains: readTitle(join(clientDir, GONE_PAGE)),
    });
  for (const { from, to } of siteRedirects(config, site))
    cases.push({ what: '301', path: from, status: 301, location: to });
  for (const path of onDemand.filter((p) => !p.startsWith('/api/') && !p.startsWith('/_')))
    cases.push({
      what: 'on-demand page',
      path: path.replace(/:\w+/g, UNKNOWN),
      // An unknown record's page answers as npm start does (the check compares the two).
      status: -1,
    });
  return { cases, kinds: new Set(cases.map((c) => c.what)) };
}

/** A built page's <title>, to know it when it is served under another address. */
function readTitle(file: string): string {
  const match = /<title>([^<]*)<\/title>/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no <title>`);
  return match[1]!;
}

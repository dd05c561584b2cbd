/**
 * npm run test:netlify [-- --dealer <slug> …]
 * Builds and serves dealers with Netlify's own CLI (pinned in tools/netlify-cli/), offline, as
 * Netlify's build image would (NETLIFY=true, DEALER), and checks what a deploy would be:
 * - `netlify build` passes and prints the real page count; the function zips Netlify would upload
 *   are within the size goal and the platform's limits and carry no published site, data or PGlite;
 *   the scheduled function is registered with its schedule;
 * - a second build (`netlify serve` builds again) gets the incremental cache back through
 *   netlify/plugins/incremental-cache and renders only what `npm run build` renders with nothing
 *   changed;
 * - through `netlify serve`, every route of the dealer's route table answers as `npm start`
 *   answers it; headers; a lead stored in Postgres; a cross-site POST refused by the function.
 * Needs a Postgres server (TEST_DATABASE_URL or DATABASE_URL): the check makes its own database
 * there and drops it after. Exits 1 on any failure. docs/deploy.md.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';

import pg from 'pg';
import { parse as parseToml } from 'smol-toml';

import { loadDealerConfig } from '~/config/load.server.ts';
import { CROSS_SITE } from '~/server/http.server.ts';

import { buildDealer, countPages } from './lib/build-dealer.ts';
import { buildOutput, NETLIFY_PUBLISH_DIR } from './lib/build-env.ts';
import { buildInputsHash, buildIsCurrent } from './lib/build-hash.ts';
import { NETLIFY_CLI_VERSION, netlifyCli, netlifySiteEnv } from './lib/netlify-cli.ts';
import {
  deployedFunctions,
  FUNCTION_LIMITS,
  megabytes,
  strayFiles,
} from './lib/netlify-functions.ts';
import { type RouteCase, routeTable } from './lib/netlify-route-table.ts';

const { values } = parseArgs({ options: { dealer: { type: 'string', multiple: true } } });
/** One dealer that reserves (with cars past their page window: 410s), one that buys online. */
const DEALERS = values.dealer?.length
  ? values.dealer
  : ['value-auto-supermarket', 'driveaway-finance'];
const MB = 1024 * 1024;

const failures: string[] = [];
const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;

/** One check's line, with the time since the start; `detail` says what was found when it fails. */
function check(ok: boolean, what: string, detail = '') {
  console.log(`  ${ok ? '✓' : '✗'} ${what}${!ok && detail ? `: ${detail}` : ''} (${elapsed()})`);
  if (!ok) failures.push(what);
}

const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!baseUrl) {
  console.error(
    'The Netlify check needs a Postgres server, as a Netlify site does: set TEST_DATABASE_URL (or DATABASE_URL) to one. It makes its own database there.',
  );
  process.exit(1);
}
const cli = netlifyCli();
console.log(`Netlify CLI ${NETLIFY_CLI_VERSION}, offline.`);
const database = await scratchDatabase(baseUrl);
const local = { ...process.env };
delete local.NETLIFY;
delete local.DIST_DIR;

try {
  for (const slug of DEALERS) await checkDealer(slug);
} finally {
  await database.drop();
}
console.log(
  failures.length
    ? `\n${failures.length} Netlify check(s) failed: ${failures.join('; ')}`
    : `\nNetlify: every check passed for ${DEALERS.join(', ')}.`,
);
process.exit(failures.length ? 1 : 0);

async function checkDealer(slug: string) {
  console.log(`\n${slug}`);
  const env = { ...local, ...netlifySiteEnv(slug, database.url), BROWSER: 'none' };
  const cacheDir = buildOutput(slug, env).cacheDir;

  // What `npm run build` renders with nothing changed (and a build for npm start to serve): a
  // build whose inputs changed since the last one is made current first.
  const current = buildIsCurrent(slug, buildInputsHash(slug, local));
  let localBuild = await buildDealer(slug, local);
  if (localBuild.ok && !current) localBuild = await buildDealer(slug, local);
  check(localBuild.ok, 'npm run build', localBuild.ok ? '' : localBuild.output.slice(-1500));

  // A first Netlify build, with no cache from an earlier one.
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync('.netlify', { recursive: true, force: true });
  const build = spawnSync(process.execPath, [cli, 'build', '--offline'], {
    env,
    encoding: 'utf8',
    maxBuffer: 256 * MB,
  });
  const buildLog = build.stdout + build.stderr;
  check(build.status === 0, 'netlify build', build.status === 0 ? '' : buildLog.slice(-3000));
  if (build.status !== 0) return;
  const printed = /✓ \S+: (\d+) pages/.exec(buildLog)?.[1];
  const pages = countPages(NETLIFY_PUBLISH_DIR);
  check(
    Number(printed) === pages && pages > 0,
    `the build prints the real page count (${pages})`,
    `${printed} printed, ${pages} in ${NETLIFY_PUBLISH_DIR}/`,
  );
  checkFunctions();

  // netlify serve builds again: only the plugin's saved cache can give the pages back.
  rmSync(cacheDir, { recursive: true, force: true });
  const [port, functionsPort, localPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const serve = await start(
    process.execPath,
    [
      cli,
      'serve',
      '--offline',
      // The edge runtime downloads Deno, and there are no edge functions (docs/deploy.md).
      '--internal-disable-edge-functions',
      '--port',
      String(port),
      '--functions-port',
      String(functionsPort),
    ],
    env,
    /Local dev server ready/,
  );
  const server = await start(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts', '--no-build'],
    {
      ...local,
      DEALER: slug,
      PORT: String(localPort),
      HOST: '127.0.0.1',
      LOCAL_DATA_DIR: '.data/netlify-check',
    },
    /is running at/,
  );
  try {
    if (!serve.ready || !server.ready) {
      check(serve.ready, 'netlify serve starts', serve.output().slice(-3000));
      check(server.ready, 'npm start starts', server.output().slice(-2000));
      return;
    }
    checkIncremental(serve.output(), localBuild);
    const site = `http://localhost:${port}`;
    await checkRoutes(slug, site, `http://127.0.0.1:${localPort}`);
    await checkHeaders(site, `http://127.0.0.1:${localPort}`);
    await checkLead(slug, site);
    await checkCrossSite(site, `http://localhost:${functionsPort}`);
    const jobs = await fetch(`${site}/.netlify/functions/jobs`);
    check(
      jobs.status === 204,
      'the scheduled function runs the jobs (invoked by hand)',
      `HTTP ${jobs.status}`,
    );
  } finally {
    serve.stop();
    server.stop();
  }
}

/** The zips Netlify would upload (.netlify/functions/) and the manifest that lists them. */
function checkFunctions() {
  const functions = deployedFunctions();
  for (const fn of functions) {
    const goal = fn.name === 'ssr' ? FUNCTION_LIMITS.goalZipped : FUNCTION_LIMITS.zipped;
    check(
      fn.zipped <= goal && fn.unpacked <= FUNCTION_LIMITS.unpacked,
      `function ${fn.name}: ${megabytes(fn.zipped)} zipped, ${megabytes(fn.unpacked)} unpacked`,
      `over ${megabytes(goal)} zipped or ${megabytes(FUNCTION_LIMITS.unpacked)} unpacked`,
    );
    const stray = strayFiles(fn);
    check(
      stray.length === 0,
      `function ${fn.name} carries no published site, data or PGlite`,
      stray.slice(0, 3).join(', '),
    );
  }
  const jobs = functions.find((f) => f.name === 'jobs');
  check(jobs?.schedule === '* * * * *', 'the scheduled function runs every minute', jobs?.schedule);
  const routes = functions.find((f) => f.name === 'ssr')?.routes ?? [];
  check(
    routes.length > 1 && !routes.includes('/*') && routes.includes('/api/leads'),
    'the server function is mounted on the on-demand paths only',
    `${routes.length} paths`,
  );
  // The headers as the deploy has them (netlify serve's own static server sends max-age=0 on
  // every file, whatever the rules say: see docs/deploy.md).
  const deploy = parseToml(readFileSync('.netlify/netlify.toml', 'utf8')) as {
    headers?: { for: string; values: Record<string, string> }[];
  };
  const assets = deploy.headers?.find((h) => h.for === '/_astro/*');
  check(
    assets?.values['Cache-Control'] === 'public, max-age=31536000, immutable',
    "the deploy's /_astro/* are cached for a year, immutable",
    assets?.values['Cache-Control'],
  );
}

/** The second build's counts against `npm run build`'s with nothing changed. */
function checkIncremental(log: string, localBuild: Awaited<ReturnType<typeof buildDealer>>) {
  check(
    /Restored node_modules\/\.astro\/_netlify/.test(log),
    'the plugin restores the incremental cache',
  );
  const m = /pages \(files: (\d+) rendered, (\d+) from the cache\)/.exec(log);
  check(
    Boolean(m) && Number(m![1]) === localBuild.rendered && Number(m![2]) === localBuild.kept,
    `a build with nothing changed renders only what npm run build renders (${m?.[1]} files; ${m?.[2]} kept)`,
    m
      ? `Netlify ${m[1]} rendered, ${m[2]} kept; npm run build ${localBuild.rendered} rendered, ${localBuild.kept} kept`
      : 'no page counts in the log',
  );
}

/** One answer, as a comparable summary: status, a 301's target path, and the body's text. */
async function answer(base: string, path: string) {
  const res = await fetch(base + path, { redirect: 'manual' });
  const location = res.headers.get('location');
  return {
    status: res.status,
    location: location ? new URL(location, base).pathname : undefined,
    type: res.headers.get('content-type')?.split(';')[0],
    body: await res.text(),
  };
}

async function checkRoutes(slug: string, netlify: string, local: string) {
  const ssr = readFileSync('.netlify/v1/functions/ssr/ssr.mjs', 'utf8');
  const onDemand = JSON.parse(/path: (\[[^\]]*\])/.exec(ssr)?.[1] ?? '[]') as string[];
  const { cases, kinds } = routeTable(slug, NETLIFY_PUBLISH_DIR, onDemand);
  const wrong: string[] = [];
  for (const c of cases) {
    const [n, l] = await Promise.all([answer(netlify, c.path), answer(local, c.path)]);
    const problem = routeProblem(c, n, l);
    if (problem) wrong.push(`${c.what} ${c.path}: ${problem}`);
  }
  check(
    wrong.length === 0,
    `${cases.length} routes answer as on npm start (${[...kinds].join(', ')})`,
    wrong.slice(0, 8).join('; '),
  );
}

function routeProblem(
  c: RouteCase,
  n: Awaited<ReturnType<typeof answer>>,
  l: Awaited<ReturnType<typeof answer>>,
): string | null {
  if (n.status !== l.status) return `Netlify ${n.status}, npm start ${l.status}`;
  if (c.status !== -1 && n.status !== c.status) return `${n.status}, not ${c.status}`;
  if (n.location !== l.location || (c.location && n.location !== c.location))
    return `to ${n.location}, npm start to ${l.location}, expected ${c.location}`;
  if (n.type !== l.type) return `${n.type}, npm start ${l.type}`;
  if (c.contains && !n.body.includes(c.contains)) return `no "${c.contains}" in the answer`;
  return null;
}

/** Security headers on a static page and on a function's answer, the same as npm start's. */
async function checkHeaders(netlify: string, local: string) {
  const names = [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
  ];
  for (const [what, path] of [
    ['a static page', '/'],
    ["a function's answer", '/api/health'],
  ] as const) {
    const [n, l] = await Promise.all([fetch(netlify + path), fetch(local + path)]);
    await Promise.all([n.text(), l.text()]);
    const differ = names.filter((h) => !n.headers.get(h) || n.headers.get(h) !== l.headers.get(h));
    check(differ.length === 0, `security headers and CSP on ${what}`, differ.join(', '));
  }
}

/** A lead through Netlify's runtime: answered with its lead_id and stored in Postgres. */
async function checkLead(slug: string, site: string) {
  const config = loadDealerConfig(slug);
  const res = await fetch(`${site}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `netlify-check-${slug}` },
    body: JSON.stringify({
      form: 'enquiry',
      fields: {
        name: 'Netlify Check',
        email: 'check@example.com',
        phone: '0412 345 678',
        postcode: '3000',
        message: 'Is it still available?',
        terms_conditions: true,
        opt_in: false,
      },
      url: `${config.url.replace(/\/$/, '')}/contact-us`,
      opt_in_text: config.leads.optInText,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { lead_id?: string };
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const rows = body.lead_id
      ? (await client.query('select id from leads where id = $1', [body.lead_id])).rowCount
      : 0;
    check(
      res.status === 201 && rows === 1,
      'a lead is answered with its lead_id and stored in Postgres',
      `HTTP ${res.status}, ${body.lead_id ?? 'no lead_id'}, ${rows} row`,
    );
  } finally {
    await client.end();
  }
}

/**
 * A POST from another site: the function's own answer is 403 (asked at the CLI's functions
 * port); the CLI's proxy, which tries other paths after a 403 or 404, shows its client a 404.
 */
async function checkCrossSite(site: string, functions: string) {
  const post = (base: string) =>
    fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://elsewhere.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: '{}',
    });
  const own = await post(functions);
  const text = await own.text();
  check(
    own.status === 403 && text.includes(CROSS_SITE),
    'a cross-site POST is refused by the function (403)',
    `HTTP ${own.status}`,
  );
  const proxied = await post(site);
  await proxied.body?.cancel();
  check(
    proxied.status === 404,
    "…and netlify serve's proxy shows its client 404",
    `HTTP ${proxied.status}`,
  );
}

/** A database of the check's own on the Postgres server, dropped after. */
async function scratchDatabase(url: string) {
  const name = 'netlify_check';
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A server in its own process group, ready once its output says so (or not, after 5 minutes). */
async function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child: ChildProcess = spawn(command, args, {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const ok = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 300_000);
    const look = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(ready.test(output));
    });
  });
  return {
    ready: ok,
    output: () => output,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

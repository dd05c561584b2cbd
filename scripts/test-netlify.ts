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
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { parse as parseToml } from 'smol-toml';

import { buildDealer, countPages } from './lib/build-dealer.ts';
import { buildOutput, NETLIFY_PUBLISH_DIR } from './lib/build-env.ts';
import { buildInputsHash, buildIsCurrent } from './lib/build-hash.ts';
import { NETLIFY_CLI_VERSION, netlifyCli, netlifySiteEnv } from './lib/netlify-cli.ts';
import {
  deployedFunctions,
  FUNCTION_LIMITS,
  megabytes,
  serverFunctionColdStart,
  strayFiles,
} from './lib/netlify-functions.ts';
import {
  checkCrossSite,
  checkHeaders,
  checkLead,
  checkPaymentsWebhook,
  checkRoutes,
} from './lib/netlify-serve-checks.ts';
import { freePort, scratchDatabase, start } from './lib/processes.ts';

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
    await checkRoutes(check, slug, site, `http://127.0.0.1:${localPort}`);
    await checkHeaders(check, site, `http://127.0.0.1:${localPort}`);
    await checkLead(check, slug, site, database.url);
    await checkCrossSite(check, site, `http://localhost:${functionsPort}`);
    await checkPaymentsWebhook(check, slug, site, env, database.url);
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
  const { development } = serverFunctionColdStart();
  check(
    development.length === 0,
    'the server function runs React in production mode with no NODE_ENV set',
    development.slice(0, 3).join(', '),
  );
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

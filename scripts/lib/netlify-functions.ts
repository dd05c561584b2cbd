/**
 * The functions a Netlify build would upload: the zips and manifest `netlify build` writes in
 * .netlify/functions/, measured as Netlify measures them (zipped, and unpacked from the zip's own
 * table of contents).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { zipEntries, type ZipEntry } from './zip-entries.ts';

const MB = 1024 * 1024;

/** The server function's size goal, and AWS Lambda's limits that Netlify Functions run under. */
export const FUNCTION_LIMITS = { goalZipped: 5 * MB, zipped: 50 * MB, unpacked: 250 * MB };

export interface DeployedFunction {
  name: string;
  zipped: number;
  unpacked: number;
  entries: ZipEntry[];
  schedule?: string;
  /** The URL patterns a function is mounted on (none: only /.netlify/functions/<name>). */
  routes: string[];
}

export function deployedFunctions(root = '.'): DeployedFunction[] {
  const manifest = JSON.parse(
    readFileSync(join(root, '.netlify', 'functions', 'manifest.json'), 'utf8'),
  ) as {
    functions: { name: string; path: string; schedule?: string; routes?: { pattern: string }[] }[];
  };
  return manifest.functions.map((fn) => {
    const zip = readFileSync(fn.path);
    const entries = zipEntries(zip);
    return {
      name: fn.name,
      zipped: zip.length,
      unpacked: entries.reduce((n, e) => n + e.size, 0),
      entries,
      ...(fn.schedule ? { schedule: fn.schedule } : {}),
      routes: (fn.routes ?? []).map((r) => r.pattern),
    };
  });
}

/** Files a function must not carry: the published site, the data, the local store, PGlite. */
export const strayFiles = (fn: DeployedFunction) =>
  fn.entries
    .filter((e) => /^(?:dist|data|\.data)\/|^node_modules\/@electric-sql\//.test(e.name))
    .map((e) => e.name);

export const megabytes = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;

/** The server function as `netlify build` leaves it unzipped (.netlify/v1/functions/ssr/). */
export const SERVER_FUNCTION_DIR = resolve('.netlify', 'v1', 'functions', 'ssr');

export interface ColdStart {
  /** ms for a fresh process to import the function's entry: what every cold function pays first. */
  entry: number;
  /** ms for the entry and every chunk of the server build: the most any request could load. */
  all: number;
  /** The CommonJS modules it loaded from a package's development build (React's, without NODE_ENV). */
  development: string[];
}

/**
 * A fresh Node process imports the server function's entry, then every chunk of its build, with no
 * NODE_ENV (Netlify sets none for functions): what that took, and whether a package loaded its
 * development build.
 */
export function serverFunctionColdStart(dir = SERVER_FUNCTION_DIR): ColdStart {
  const chunksDir = join(dir, '.netlify', 'build', 'chunks');
  const chunks = readdirSync(chunksDir)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => join(chunksDir, f));
  const script = `
    import { createRequire } from 'node:module';
    const t0 = performance.now();
    await import(${JSON.stringify(join(dir, 'ssr.mjs'))});
    const t1 = performance.now();
    for (const c of ${JSON.stringify(chunks)}) await import(c).catch(() => {});
    const all = performance.now() - t0;
    // Node's cache also holds modules it only read for their export names (loaded: false).
    const development = Object.entries(createRequire(import.meta.url).cache)
      .filter(([f, m]) => m?.loaded && /[.]development[.]c?js$/.test(f))
      .map(([f]) => f);
    console.log(JSON.stringify({ entry: t1 - t0, all, development }));`;
  const env = { ...process.env };
  delete env.NODE_ENV;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as ColdStart;
}

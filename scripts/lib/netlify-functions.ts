/**
 * The functions a Netlify build would upload: the zips and manifest `netlify build` writes in
 * .netlify/functions/, measured as Netlify measures them (zipped, and unpacked from the zip's own
 * table of contents).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { dealerFile } from '~/config/load.server.ts';

import { buildEnv } from './build-env.ts';

/** What a dealer's build is made from: source, config, its dealer file and data, public files, the lock file. */
function inputs(slug: string, env: NodeJS.ProcessEnv): string[] {
  const { dealersDir, dataDir } = buildEnv(env);
  const files: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) for (const e of readdirSync(path).sort()) walk(join(path, e));
    else files.push(path);
  };
  for (const p of [
    'src',
    'public',
    'astro.config.mjs',
    'package-lock.json',
    dealerFile(slug, dealersDir),
    join(dataDir, 'catalogue'),
    join(dataDir, 'content'),
    join(dataDir, 'sites', slug),
    join(dataDir, 'stock', `${slug}.json`),
  ])
    walk(p);
  return files;
}

/**
 * A content hash of everything a dealer's build reads, plus the env vars that change it (the
 * search-only key the pages carry, the Netlify switch): equal hashes mean the build in dist/ is
 * still what a new build would write.
 */
export function buildInputsHash(slug: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of inputs(slug, env))
    hash.update(relative(process.cwd(), file)).update('\0').update(readFileSync(file)).update('\0');
  for (const name of Object.keys(env)
    .filter((k) => k.endsWith('_SEARCH_KEY') || k === 'NETLIFY' || k === 'BUILD_NOW')
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

const stampFile = (slug: string) => join('dist', slug, '.inputs-hash');

/** Records what the build in dist/<slug>/ was made from. */
export const stampBuild = (slug: string, hash = buildInputsHash(slug)) =>
  writeFileSync(stampFile(slug), hash);

/** True when dist/<slug>/ holds a complete build made from the inputs as they are now. */
export function buildIsCurrent(slug: string, hash = buildInputsHash(slug)): boolean {
  return (
    existsSync(join('dist', slug, 'server', 'entry.mjs')) &&
    existsSync(stampFile(slug)) &&
    readFileSync(stampFile(slug), 'utf8') === hash
  );
}

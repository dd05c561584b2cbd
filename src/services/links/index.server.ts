import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { ServiceConfigError } from '../config-error.ts';
import type { ReadEnv } from '../env.ts';

/**
 * The key that signs links given to buyers (a reservation's cancel link): LINK_SIGNING_SECRET, or
 * locally one made once and kept in the site's data folder, so a link still works after a restart.
 * On Netlify the variable is required (a function's disk keeps nothing).
 */
export function linkSecretFor(
  slug: string,
  env: ReadEnv,
  dataDir: string,
  onNetlify: boolean,
): string {
  const set = env('LINK_SIGNING_SECRET');
  if (set) return set;
  if (onNetlify)
    throw new ServiceConfigError('Set LINK_SIGNING_SECRET (at least 32 characters) on Netlify.');
  const dir = join(dataDir, slug);
  const file = join(dir, 'link-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const made = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, made, { mode: 0o600, flag: 'wx' });
    return made;
  } catch {
    // Another process of this site made it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
}

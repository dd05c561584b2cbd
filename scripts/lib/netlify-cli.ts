/**
 * The Netlify CLI, pinned in tools/netlify-cli/ (its package.json and lock) and installed there on
 * first use, so the project's own `npm install` does not carry it (about 1,060 packages, 354 MB).
 * `npm run netlify -- <command>` and `npm run test:netlify` run it on the project's Node 24.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { loadDealerConfig } from '~/config/load.server.ts';
import { envSchema } from '~/services/env.ts';

const DIR = resolve('tools', 'netlify-cli');

/** The CLI version tools/netlify-cli/package.json pins. */
export const NETLIFY_CLI_VERSION = (
  JSON.parse(readFileSync(join(DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies['netlify-cli']!;

/** The pinned CLI's entry, installed first (npm ci in tools/netlify-cli/) when it is not there. */
export function netlifyCli(log: (line: string) => void = console.log): string {
  const pkg = join(DIR, 'node_modules', 'netlify-cli', 'package.json');
  const installed = existsSync(pkg)
    ? (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version
    : null;
  if (installed !== NETLIFY_CLI_VERSION) {
    log(`Installing the Netlify CLI ${NETLIFY_CLI_VERSION} into tools/netlify-cli/ (once) …`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  return join(DIR, 'node_modules', 'netlify-cli', 'bin', 'run.js');
}

/** A value of the form a variable's declaration asks for, for a check's stand-in environment. */
function standIn(field: { type: string; url?: boolean; min?: number; values?: string[] }): string {
  if (field.type === 'enum') return field.values![0]!;
  if (field.url) return 'http://127.0.0.1:9/';
  return 'netlify-check-'.padEnd(Math.max(field.min ?? 0, 16), '0');
}

/**
 * The environment a dealer's Netlify site would have, for building and serving it here: NETLIFY
 * and DEALER as Netlify's build image sets them, the database, and a stand-in for every other
 * variable the dealer's services require on Netlify (src/services/env.ts), never a real secret.
 */
export function netlifySiteEnv(
  slug: string,
  databaseUrl: string,
  config: Parameters<typeof envSchema>[0] = loadDealerConfig(slug),
): Record<string, string> {
  const env: Record<string, string> = { NETLIFY: 'true', DEALER: slug, DATABASE_URL: databaseUrl };
  const schema = envSchema(config, { onNetlify: true });
  for (const [name, field] of Object.entries(schema) as [
    string,
    Parameters<typeof standIn>[0] & {
      optional?: boolean;
      default?: unknown;
    },
  ][])
    if (!field.optional && field.default === undefined && !(name in env))
      env[name] = standIn(field);
  return env;
}

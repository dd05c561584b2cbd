import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { buildInputsHash, stampBuild } from './build-hash.ts';

export interface DealerBuild {
  slug: string;
  ok: boolean;
  pages: number;
  ms: number;
  output: string;
}

/** Counts the HTML pages a build wrote (every page is one index.html or NAME.html). */
export function countPages(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) n += entry === '_astro' ? 0 : countPages(path);
    else if (entry.endsWith('.html')) n++;
  }
  return n;
}

/**
 * A build's Node options: V8's heap held to 1 GB unless NODE_OPTIONS sets it, so a build collects
 * its garbage instead of growing. V8 keeps the pages its heap once grew to, so the heap's high
 * point stays in the build's memory to its end; at 20,000 cars the live data is about 700 MB and
 * the goal is 2 GB in all (bench:build: 1.5 GB of heap peaked at 2.1 GB, 1 GB at 1.97 GB, and was
 * not slower).
 */
export function buildNodeOptions(env: NodeJS.ProcessEnv): string {
  const given = env.NODE_OPTIONS ?? '';
  return /--max-old-space-size/.test(given) ? given : `${given} --max-old-space-size=1024`.trim();
}

/** Runs `astro build` for one dealer in its own process (each dealer is its own Astro config). */
export function buildDealer(
  slug: string,
  env: NodeJS.ProcessEnv = process.env,
  { force = false }: { force?: boolean } = {},
): Promise<DealerBuild> {
  const started = performance.now();
  // What the build is made from, taken before it starts: a change during the build makes the next start rebuild.
  const inputs = buildInputsHash(slug, env);
  return new Promise((resolve) => {
    // Incremental builds keep unchanged pages from the last build; --force renders every page.
    const args = ['node_modules/astro/bin/astro.mjs', 'build', ...(force ? ['--force'] : [])];
    const child = spawn(process.execPath, args, {
      env: {
        ...env,
        DEALER: slug,
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_OPTIONS: buildNodeOptions(env),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const ms = Math.round(performance.now() - started);
      const ok = code === 0;
      if (ok && !env.DIST_DIR) stampBuild(slug, inputs);
      let pages: number;
      try {
        pages = ok ? countPages(join('dist', slug, 'client')) : 0;
      } catch {
        pages = 0;
      }
      resolve({ slug, ok, pages, ms, output });
    });
  });
}

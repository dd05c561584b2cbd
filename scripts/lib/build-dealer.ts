import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { pageLines } from './astro-log.ts';
import { buildOutput } from './build-env.ts';
import { buildInputsHash, stampBuild } from './build-hash.ts';

export interface DealerBuild {
  slug: string;
  ok: boolean;
  /** HTML pages in the build's output. */
  pages: number;
  /** Files Astro rendered, and files its incremental cache kept (astro-log.ts). */
  rendered?: number;
  kept?: number;
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

/**
 * The environment of one dealer's `astro build`. Netlify's DEPLOY_ID is left out. With it, the
 * Netlify adapter adds `?dpl=<deploy>` to every asset URL (skew protection), and a page the
 * incremental cache keeps would send its visitors' asset requests to the older deploy it was
 * first rendered in, for as long as Netlify keeps that deploy. Without it, a page left open across
 * a deploy that changed the code may ask for a script the new deploy no longer has (a reload
 * mends it); stock-only deploys keep every asset name, since names are content hashes.
 */
export function astroEnv(slug: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DEPLOY_ID: _deploy, ...rest } = env;
  return {
    ...rest,
    DEALER: slug,
    ASTRO_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: buildNodeOptions(env),
  };
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
      env: astroEnv(slug, env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const ms = Math.round(performance.now() - started);
      const ok = code === 0;
      const built = buildOutput(slug, env);
      if (ok && built.local) stampBuild(slug, inputs);
      let pages: number;
      try {
        pages = ok ? countPages(built.clientDir) : 0;
      } catch {
        pages = 0;
      }
      const lines = pageLines(output);
      resolve({
        slug,
        ok,
        pages,
        rendered: lines.rendered.size,
        kept: lines.cached.size,
        ms,
        output,
      });
    });
  });
}

import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * The files under `/_astro/` the built pages name that the build did not write. An incremental
 * build keeps a page whose own code and key are unchanged, but the names of the script and style
 * chunks it links are made over the whole site: a change elsewhere can regroup modules and rename
 * a chunk the kept page still names, and that page would then load a script that is not there.
 */
export function missingAssets(clientDir: string): string[] {
  const written = new Set(
    readdirSync(join(clientDir, '_astro'), { recursive: true, encoding: 'utf8' }),
  );
  const missing = new Set<string>();
  const named = /\/_astro\/([\w./-]+?\.(?:js|css))\b/g;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') visit(path);
      } else if (entry.name.endsWith('.html'))
        for (const [, file] of readFileSync(path, 'utf8').matchAll(named))
          if (!written.has(file!)) missing.add(file!);
    }
  };
  visit(clientDir);
  return [...missing].sort();
}

/**
 * Builds one dealer: `astro build` in its own process (each dealer is its own Astro config). When
 * an incremental build kept pages that name chunks it no longer writes (missingAssets), it builds
 * again with every page rendered, and says so.
 */
export async function buildDealer(
  slug: string,
  env: NodeJS.ProcessEnv = process.env,
  { force = false }: { force?: boolean } = {},
): Promise<DealerBuild> {
  const first = await astroBuild(slug, env, force);
  if (!first.ok || force) return first;
  let missing: string[];
  try {
    missing = missingAssets(buildOutput(slug, env).clientDir);
  } catch {
    return first;
  }
  if (!missing.length) return first;
  const why = `[build] ${slug}: pages kept from the last build name ${missing.length} file(s) this build did not write (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}); rendering every page`;
  console.warn(why);
  const again = await astroBuild(slug, env, true);
  return { ...again, ms: first.ms + again.ms, output: `${first.output}\n${why}\n${again.output}` };
}

function astroBuild(slug: string, env: NodeJS.ProcessEnv, force: boolean): Promise<DealerBuild> {
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

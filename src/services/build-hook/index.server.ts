/**
 * Starting the dealer's next build after its stock changed. Embedded default: the
 * request is written to `.data/<slug>/builds/` and logged, for a person (or `npm start`'s next
 * run) to build; the real adapter posts to the site's Netlify build hook (the URL Netlify gives in
 * Site configuration → Build hooks, from STOCK_BUILD_HOOK_URL: secret, since anyone holding it can
 * start builds). Netlify answers 200 and queues one build; several calls while one is queued start
 * one more build at most.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { ReadEnv } from '../env.ts';

export type BuildHookResult = { ok: true; started: string } | { ok: false; error: string };

export interface BuildHook {
  kind: 'local' | 'netlify';
  /** Asks for the next build; `title` is shown in the site's deploy list (no personal data). */
  trigger(title: string): Promise<BuildHookResult>;
}

/** The embedded default: a file per request in the local data folder. */
export function localBuildHook(slug: string, dataDir: string, now = () => new Date()): BuildHook {
  return {
    kind: 'local',
    trigger: async (title) => {
      const dir = join(dataDir, slug, 'builds');
      mkdirSync(dir, { recursive: true });
      const at = now().toISOString();
      writeFileSync(join(dir, `${at.replace(/[:.]/g, '-')}.json`), JSON.stringify({ at, title }));
      console.info(`[stock] ${slug}: run npm run build -- --dealer ${slug} to publish (${title})`);
      return { ok: true, started: `recorded in ${join(dir)}` };
    },
  };
}

/** Netlify's build hook: POST to the hook's URL, 8 s timeout, never retried (one build a call). */
export function netlifyBuildHook(url: string, timeoutMs = 8_000): BuildHook {
  return {
    kind: 'netlify',
    trigger: async (title) => {
      const target = new URL(url);
      target.searchParams.set('trigger_title', title.slice(0, 120));
      try {
        const res = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.body?.cancel().catch(() => undefined);
        if (res.ok) return { ok: true, started: 'Netlify build hook called' };
        return { ok: false, error: `the build hook answered HTTP ${res.status}` };
      } catch (e) {
        return {
          ok: false,
          error:
            (e as Error).name === 'TimeoutError'
              ? 'the build hook did not answer in time'
              : 'the build hook could not be reached',
        };
      }
    },
  };
}

/**
 * The dealer's build hook: Netlify's where STOCK_BUILD_HOOK_URL is set; else the local record, or
 * on Netlify (where a function's disk keeps nothing) a hook that says the next deploy publishes it.
 */
export function buildHookFor(
  slug: string,
  env: ReadEnv,
  dataDir: string,
  onNetlify: boolean,
): BuildHook {
  const url = env('STOCK_BUILD_HOOK_URL');
  if (url) return netlifyBuildHook(url);
  if (onNetlify)
    return {
      kind: 'netlify',
      trigger: () =>
        Promise.resolve({
          ok: false,
          error: 'STOCK_BUILD_HOOK_URL is not set: the next deploy publishes this stock',
        }),
    };
  return localBuildHook(slug, dataDir);
}

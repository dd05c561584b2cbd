/**
 * The files the build published (issue 30 item 4), read by on-demand code that needs one car: the
 * car's JSON (`/cars/{slug}.json`, `/cars/id/{id}.json`) instead of the whole stock bundled into
 * every function. The Node server reads them from the build's client folder on disk; a Netlify
 * function, whose bundle holds no published files, asks the site's own deploy for them
 * (`DEPLOY_URL`, else `URL`: addresses Netlify sets, never the request's Host). A file that is not
 * there is null; a deploy that does not answer is a PublishedUnavailable (the endpoint's 503).
 */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';

import { StorageUnavailableError } from '~/server/storage/errors.server.ts';

import type { ReadEnv } from '../env.ts';

/** The published files cannot be read now: answered like storage that is down (503, Retry-After). */
export class PublishedUnavailable extends StorageUnavailableError {}

export interface Published {
  kind: 'disk' | 'http';
  /** The JSON at a published path (`/cars/x.json`), or null when there is none. */
  json<T>(path: string): Promise<T | null>;
}

/** Only paths the build writes: lower-case words, digits and hyphens, ending .json. */
const SAFE = /^\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.json$/;

/** Keeps the last few hundred answers of a warm server (a car's JSON changes only with a deploy). */
function remembered(read: (path: string) => Promise<unknown>, max = 500) {
  const kept = new Map<string, unknown>();
  return async (path: string) => {
    if (kept.has(path)) return kept.get(path);
    const value = await read(path);
    if (value !== null) {
      kept.set(path, value);
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    }
    return value;
  };
}

/** The build's client folder on this machine (the Node server). */
export function diskPublished(clientDir: string): Published {
  const read = remembered(async (path) => {
    try {
      return JSON.parse(await readFile(join(clientDir, normalize(path)), 'utf8')) as unknown;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new PublishedUnavailable(`published file unreadable (${(e as Error).name})`);
    }
  });
  return {
    kind: 'disk',
    json: async <T>(path: string) => (SAFE.test(path) ? ((await read(path)) as T | null) : null),
  };
}

/** The site's own deploy over HTTP (a Netlify function): 5 s, then unavailable. */
export function httpPublished(base: string, timeoutMs = 5_000): Published {
  const read = remembered(async (path) => {
    let res: Response;
    try {
      res = await fetch(new URL(path, base), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (e) {
      throw new PublishedUnavailable(`the deploy did not answer (${(e as Error).name})`);
    }
    if (res.status === 404) {
      await res.body?.cancel().catch(() => undefined);
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new PublishedUnavailable(`the deploy answered HTTP ${res.status}`);
    }
    try {
      return (await res.json()) as unknown;
    } catch {
      throw new PublishedUnavailable('the deploy answered with no JSON');
    }
  });
  return {
    kind: 'http',
    json: async <T>(path: string) => (SAFE.test(path) ? ((await read(path)) as T | null) : null),
  };
}

/** Netlify: the deploy over HTTP; elsewhere: the build's client folder. */
export function publishedFor(env: ReadEnv, onNetlify: boolean, clientDir: string): Published {
  const base = env('DEPLOY_URL') || env('URL');
  return onNetlify && base ? httpPublished(base) : diskPublished(clientDir);
}

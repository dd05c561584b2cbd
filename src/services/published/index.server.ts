/**
 * The files the build published, read by on-demand code that needs one car: the
 * car's JSON (`/cars/{slug}.json`, `/cars/id/{id}.json`) instead of the whole stock bundled into
 * every function. The Node server reads them from the build's client folder on disk; a Netlify
 * function, whose bundle holds no published files, asks the site's own deploy for them
 * (`DEPLOY_URL`, else `URL`: addresses Netlify sets, never the request's Host). A file that is not
 * there is null; a deploy that does not answer is a PublishedUnavailable (the endpoint's 503).
 */
import { readFile, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';

import { StorageUnavailableError } from '~/server/storage/errors.server.ts';

import type { ReadEnv } from '../env.ts';

/** The published files cannot be read now: answered like storage that is down (503, Retry-After). */
export class PublishedUnavailable extends StorageUnavailableError {}

/** A published picture a PDF can embed as it is. */
export interface PublishedImage {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
}

export interface Published {
  kind: 'disk' | 'http';
  /** The JSON at a published path (`/cars/x.json`), or null when there is none. */
  json<T>(path: string): Promise<T | null>;
  /** A PNG or JPEG at a published path (`/images/…/x.jpg`), or null when there is none or it is too big. */
  image(path: string): Promise<PublishedImage | null>;
  /** A photo the stock feed names by its https address (`feedPhoto`), whichever kind this is. */
  feedPhoto(url: string): Promise<PublishedImage | null>;
}

/** Only paths the build writes: lower-case words, digits and hyphens, ending .json. */
const SAFE = /^\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.json$/;
/** Pictures: path segments that never start with a dot (no `..`), ending .png, .jpg or .jpeg. */
const SAFE_IMAGE = /^\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(png|jpe?g)$/i;
/** A picture larger than this is not read (a car photo is well under 1 MB). */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

const imageType = (path: string): PublishedImage['type'] => (/\.png$/i.test(path) ? 'png' : 'jpg');

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

/** Reads through `read` and `readImage`, asked only for paths the build publishes. */
function guarded(
  kind: Published['kind'],
  read: (path: string) => Promise<unknown>,
  readImage: (path: string) => Promise<unknown>,
): Published {
  return {
    kind,
    json: async <T>(path: string) => (SAFE.test(path) ? ((await read(path)) as T | null) : null),
    image: async (path) =>
      SAFE_IMAGE.test(path) ? ((await readImage(path)) as PublishedImage | null) : null,
    feedPhoto: (url) => feedPhoto(url),
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
  const readImage = remembered(async (path) => {
    const file = join(clientDir, normalize(path));
    try {
      if ((await stat(file)).size > MAX_IMAGE_BYTES) return null;
      return { bytes: new Uint8Array(await readFile(file)), type: imageType(path) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new PublishedUnavailable(`published file unreadable (${(e as Error).name})`);
    }
  }, 20);
  return guarded('disk', read, readImage);
}

/**
 * A body read to its end, counted while it streams: one over MAX_IMAGE_BYTES is dropped at the
 * limit, not after (null). A stream that breaks off is unavailable, naming `from`.
 */
async function boundedBytes(body: ReadableStream<Uint8Array>, from: string) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > MAX_IMAGE_BYTES) {
        await body.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(chunk);
    }
  } catch (e) {
    throw new PublishedUnavailable(`${from} stopped answering (${(e as Error).name})`);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** What a picture's first bytes say it is: PNG, JPEG, or neither (WebP, AVIF, a web page…). */
export function sniffImage(bytes: Uint8Array): PublishedImage['type'] | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  return null;
}

/**
 * A car photo the stock feed names by its own https address (a dealer's feed points at its photo
 * host), read for a PDF to embed: 5 s, no redirect, at most MAX_IMAGE_BYTES as it streams, and
 * only a PNG or JPEG by its bytes (a PDF embeds no other kind). Null when there is no such picture
 * or it is of another kind; unavailable when the host errs or does not answer. The address comes
 * from the build's copy of the car, never from a request.
 */
export async function feedPhoto(
  url: string,
  timeoutMs = 5_000,
  /** Only https in use; a test's stand-in on this machine speaks plain http. */
  schemes: readonly string[] = ['https:'],
): Promise<PublishedImage | null> {
  if (!URL.canParse(url) || !schemes.includes(new URL(url).protocol)) return null;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'image/jpeg, image/png;q=0.9' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (e) {
    throw new PublishedUnavailable(`the photo host did not answer (${(e as Error).name})`);
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return null;
    throw new PublishedUnavailable(`the photo host answered HTTP ${res.status}`);
  }
  const bytes = await boundedBytes(res.body, 'the photo host');
  const type = bytes && sniffImage(bytes);
  return bytes && type ? { bytes, type } : null;
}

/** The site's own deploy over HTTP (a Netlify function): 5 s, then unavailable. */
export function httpPublished(base: string, timeoutMs = 5_000): Published {
  /** The deploy's answer for a path: null for a 404, unavailable for no answer or another error. */
  const get = async (path: string, accept?: string): Promise<Response | null> => {
    let res: Response;
    try {
      res = await fetch(new URL(path, base), {
        headers: accept ? { accept } : {},
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (e) {
      throw new PublishedUnavailable(`the deploy did not answer (${(e as Error).name})`);
    }
    if (res.ok && res.body) return res;
    await res.body?.cancel().catch(() => undefined);
    if (res.status === 404) return null;
    throw new PublishedUnavailable(`the deploy answered HTTP ${res.status}`);
  };
  const read = remembered(async (path) => {
    const res = await get(path, 'application/json');
    if (!res) return null;
    try {
      return (await res.json()) as unknown;
    } catch {
      throw new PublishedUnavailable('the deploy answered with no JSON');
    }
  });
  const readImage = remembered(async (path) => {
    const res = await get(path);
    if (!res?.body) return null;
    const bytes = await boundedBytes(res.body, 'the deploy');
    return bytes && { bytes, type: imageType(path) };
  }, 20);
  return guarded('http', read, readImage);
}

/** Netlify: the deploy over HTTP; elsewhere: the build's client folder. */
export function publishedFor(env: ReadEnv, onNetlify: boolean, clientDir: string): Published {
  const base = env('DEPLOY_URL') || env('URL');
  return onNetlify && base ? httpPublished(base) : diskPublished(clientDir);
}

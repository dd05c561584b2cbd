/**
 * The local default of sized photos: WebP copies of the site's own photos at each configured
 * width, made at build time with Astro's image service (sharp) and kept in a cache shared by every
 * dealer's build, so a photo is resized once per machine, not once per build.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import sharpService from 'astro/assets/services/sharp';

import { isLocalPhoto, localVariantPath } from '~/components/photos.ts';

/** WebP quality of the copies (sharp's scale, 1-100). */
const QUALITY = 72;

/** Every string anywhere in a value (stock, catalogue, offers, config), once. */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, into);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) strings(v, into);
  return into;
}

const scanned = new WeakMap<object, Set<string>>();

/**
 * `strings` of a value, an object's scanned once: a build asks of the whole site twice (its local
 * photos, and its photo hosts for the CSP), about 1 s each over 20,000 cars.
 */
function stringsOf(value: unknown): Set<string> {
  if (!value || typeof value !== 'object') return strings(value);
  let found = scanned.get(value);
  if (!found) scanned.set(value, (found = strings(value)));
  return found;
}

/** Every local photo URL anywhere in the values. */
export function collectLocalPhotos(...values: unknown[]): Set<string> {
  return new Set(values.flatMap((v) => [...stringsOf(v)].filter(isLocalPhoto)));
}

const REMOTE_PHOTO = /^https:\/\/[^/\s]+\/\S*\.(jpe?g|png|webp|avif)(\?\S*)?$/i;

/**
 * The origins photos load from in the browser, for the CSP's img-src: the image CDN's (an
 * absolute `images.urlTemplate`), and the stock feed's photo hosts when their URLs are used as they
 * are or inside a `{url}…` pattern.
 */
export function photoOrigins(data: unknown, urlTemplate: string | null): string[] {
  const origins = new Set<string>();
  if (urlTemplate?.startsWith('https://'))
    origins.add(new URL(urlTemplate.replace(/\{\w+\}/g, 'x')).origin);
  if (!urlTemplate || urlTemplate.startsWith('{url}'))
    for (const s of stringsOf(data)) if (REMOTE_PHOTO.test(s)) origins.add(new URL(s).origin);
  return [...origins].sort();
}

export interface VariantReport {
  made: number;
  fromCache: number;
  /** Photos referenced by the data that are not in public/ (reported, left without copies). */
  missing: string[];
  /** Copies not in the cache and not made (`makeMissing: false`). */
  left: number;
}

type Transform = typeof sharpService.transform;
/** The image service's logger: its warnings and errors shown, its chatter not. */
const quietLogger: Parameters<Transform>[3] = {
  info: () => undefined,
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};

export async function writePhotoVariants(opts: {
  urls: Iterable<string>;
  publicDir: string;
  /** Where the copies go; null only makes the missing ones in the cache (a build does that while it renders pages). */
  outDir: string | null;
  widths: number[];
  cacheDir: string;
  concurrency?: number;
  /** False: copy only what the cache has, and count the rest as left to be made when asked for. */
  makeMissing?: boolean;
}): Promise<VariantReport> {
  const report: VariantReport = { made: 0, fromCache: 0, missing: [], left: 0 };
  mkdirSync(opts.cacheDir, { recursive: true });
  const jobs: (() => Promise<void>)[] = [];
  for (const url of opts.urls) {
    const source = join(opts.publicDir, url);
    if (!existsSync(source)) {
      report.missing.push(url);
      continue;
    }
    const input = readFileSync(source);
    const hash = createHash('sha1').update(input).digest('hex').slice(0, 20);
    for (const width of opts.widths) {
      const cached = join(opts.cacheDir, `${hash}-${width}-q${QUALITY}.webp`);
      const out = opts.outDir && join(opts.outDir, localVariantPath(url, width));
      jobs.push(async () => {
        if (out) mkdirSync(dirname(out), { recursive: true });
        if (existsSync(cached)) {
          if (out) copyFileSync(cached, out);
          report.fromCache++;
          return;
        }
        if (opts.makeMissing === false) {
          report.left++;
          return;
        }
        const { data } = await sharpService.transform(
          input,
          { src: url, width, format: 'webp', quality: QUALITY },
          // The service reads only its own options from Astro's image config, never the rest.
          {
            service: { entrypoint: 'astro/assets/services/sharp', config: {} },
          } as Parameters<Transform>[2],
          quietLogger,
        );
        writeFileSync(cached, data);
        if (out) copyFileSync(cached, out);
        report.made++;
      });
    }
  }
  const limit = opts.concurrency ?? 4;
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
  return report;
}

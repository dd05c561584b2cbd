import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { isLocalPhoto } from '~/components/photos.ts';
import { writePhotoVariants } from '~/features/media/variants.server.ts';

/**
 * For the local server (npm start builds with PHOTO_COPIES=on-request): a sized copy of one of the
 * site's own photos (`/_img/{width}/{path}.webp`) the build left to be made, made when a page asks
 * for it, from the photo in public/ at one of the dealer's widths, into the build and the photo
 * cache (the same copy `npm run build` makes). Anything else, or a copy already there, is left to
 * the static files.
 */
export function photoOnRequest(opts: {
  clientDir: string;
  widths: number[];
  publicDir?: string;
  cacheDir?: string;
}): (pathname: string) => Promise<boolean> {
  const widths = new Set(opts.widths);
  const publicDir = opts.publicDir ?? 'public';
  const cacheDir = opts.cacheDir ?? join('node_modules', '.cache', 'dealer-photos');
  return async (pathname) => {
    const m = /^\/_img\/(\d+)(\/[\w/.-]+)\.webp$/.exec(pathname);
    if (!m || m[2]!.includes('..') || !widths.has(Number(m[1]))) return false;
    if (existsSync(join(opts.clientDir, pathname))) return false;
    const source = ['.jpg', '.jpeg', '.png', '.webp']
      .map((ext) => m[2]! + ext)
      .find((url) => isLocalPhoto(url) && existsSync(join(publicDir, url)));
    if (!source) return false;
    const report = await writePhotoVariants({
      urls: [source],
      publicDir,
      outDir: opts.clientDir,
      widths: [Number(m[1])],
      cacheDir,
    });
    return report.made + report.fromCache > 0;
  };
}

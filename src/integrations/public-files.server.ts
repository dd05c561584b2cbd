import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Puts every file of `publicDir` at the same path under the build's client folder, as Vite's own
 * copy of public/ would, but as hard links where the file system allows (a copy elsewhere, or
 * across devices): the sample photographs are 30 MB, and Vite's copy read and wrote all of them
 * before the first page rendered (about a second of a fresh `npm start`). Nothing writes into a
 * published file after the build (the photo copies are files of their own), so a link is safe.
 * A file the build itself wrote at the same path is kept, as it was when Vite copied public/
 * first and the pages were written over it. Returns how many files it placed.
 */
export function publishPublicDir(publicDir: string, clientDir: string): number {
  let placed = 0;
  const walk = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const source = join(from, entry.name);
      const target = join(to, entry.name);
      if (entry.isDirectory()) {
        walk(source, target);
        continue;
      }
      if (existsSync(target)) continue;
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
      placed++;
    }
  };
  walk(publicDir, clientDir);
  return placed;
}

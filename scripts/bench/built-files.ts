/**
 * A dealer's built client files as a phone downloads them: each script's static and dynamic
 * imports, and each script's and stylesheet's gzip size (level 9). Each file is read, parsed and
 * compressed once, however many pages load it (page-cost.ts measures a thousand car pages sharing
 * thirty-odd chunks).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { init, parse as parseImports } from 'es-module-lexer';

await init;
export const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** A built script's imports and its gzip size (worked out on first use). */
interface Script {
  code: string;
  static: string[];
  dynamic: string[];
  gzip?: number;
}

export interface BuiltFiles {
  /** A script's gzip size, by its URL. */
  scriptGzip(url: string): number;
  /** Every script reachable from the entries: static imports only, or static and dynamic. */
  closure(entries: string[], withDynamic: boolean, unused?: RegExp): Set<string>;
  /** A stylesheet's gzip size and the fonts (woff2, as served) it loads, by its URL. */
  sheet(href: string): { gzip: number; fonts: string[] };
  /** A font's size on disk (woff2 is compressed already). */
  fontSize(url: string): number;
}

/** The files under one dealer's client folder (`dist/<slug>/client`). */
export function builtFiles(root: string): BuiltFiles {
  const scripts = new Map<string, Script>();
  const sheets = new Map<string, { gzip: number; fonts: string[] }>();

  /** Static and dynamic imports of one built file (relative specifiers resolved against it). */
  const script = (url: string): Script => {
    const hit = scripts.get(url);
    if (hit) return hit;
    const code = readFileSync(join(root, url), 'utf8');
    const [imports] = parseImports(code);
    const entry: Script = { code, static: [], dynamic: [] };
    for (const i of imports) {
      if (!i.n || i.d === -2) continue;
      const target = new URL(i.n, `http://x${url}`).pathname;
      (i.d === -1 ? entry.static : entry.dynamic).push(target);
    }
    // A Web Worker's script is loaded on demand like a dynamic import.
    for (const m of code.matchAll(/new Worker\(new URL\(["'`]([^"'`]+)["'`]/g))
      entry.dynamic.push(new URL(m[1]!, `http://x${url}`).pathname);
    scripts.set(url, entry);
    return entry;
  };

  return {
    scriptGzip(url) {
      const s = script(url);
      return (s.gzip ??= gz(s.code));
    },
    closure(entries, withDynamic, unused) {
      const seen = new Set<string>();
      const queue = [...entries];
      while (queue.length) {
        const url = queue.pop()!;
        if (seen.has(url) || unused?.test(url)) continue;
        seen.add(url);
        const s = script(url);
        queue.push(...s.static, ...(withDynamic ? s.dynamic : []));
      }
      return seen;
    },
    sheet(href) {
      let hit = sheets.get(href);
      if (!hit) {
        const css = readFileSync(join(root, href), 'utf8');
        const fonts = [...css.matchAll(/url\(["']?(\/_astro\/[^"')]+\.woff2)/g)].map((m) => m[1]!);
        hit = { gzip: gz(css), fonts };
        sheets.set(href, hit);
      }
      return hit;
    },
    fontSize: (url) => statSync(join(root, url)).size,
  };
}

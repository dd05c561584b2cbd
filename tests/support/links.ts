import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One internal link or asset a built page names, with the first page that names it. */
export interface NamedLink {
  path: string;
  from: string;
}

const ATTRIBUTE = /\s(?:href|src|action|poster|data-href)="([^"]*)"|\ssrcset="([^"]*)"/g;

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === '_astro' || name === '_img' || name === 'images') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) htmlFiles(full, out);
    else if (name.endsWith('.html')) out.push(full);
  }
  return out;
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x2F;/g, '/');

/** The site-internal path of a URL written in a page, or null for other sites, mailto:, tel: … */
function internalPath(raw: string): string | null {
  const value = decode(raw.trim());
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  const path = value.split(/[?#]/)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Every internal path the built pages of a dealer name (links, images, scripts, forms). */
export function namedLinks(clientDir: string): NamedLink[] {
  const seen = new Map<string, string>();
  for (const file of htmlFiles(clientDir)) {
    const page = file.slice(clientDir.length).replace(/index\.html$/, '') || '/';
    const html = readFileSync(file, 'utf8');
    for (const m of html.matchAll(ATTRIBUTE)) {
      const urls =
        m[1] !== undefined ? [m[1]] : m[2]!.split(',').map((s) => s.trim().split(/\s+/)[0]!);
      for (const url of urls) {
        const path = internalPath(url);
        if (path && !seen.has(path)) seen.set(path, page);
      }
    }
  }
  return [...seen].map(([path, from]) => ({ path, from }));
}

/** Paths the published folder answers by itself: a file, a folder's index.html, or a _redirects rule. */
export function staticallyResolved(clientDir: string): (path: string) => boolean {
  const redirects = new Set(
    existsSync(join(clientDir, '_redirects'))
      ? readFileSync(join(clientDir, '_redirects'), 'utf8')
          .split('\n')
          .map((line) => line.trim().split(/\s+/)[0])
          .filter((from): from is string => Boolean(from) && !from!.startsWith('#'))
      : [],
  );
  return (path) => {
    if (redirects.has(path) || redirects.has(path.replace(/\/$/, ''))) return true;
    const file = join(clientDir, path);
    if (existsSync(file) && statSync(file).isFile()) return true;
    return existsSync(join(file, 'index.html')) || existsSync(`${file.replace(/\/$/, '')}.html`);
  };
}

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Astro writes the rule that lets islands lay out as their contents
 * (`astro-island,astro-slot,astro-static-slot{display:contents}`) as a `<style>` just before a
 * page's first island, which puts it in the body: invalid HTML (`<style>` is not allowed in a
 * `<div>`). The build moves it into the head, unchanged, so the page validates and the CSP hash
 * Astro computed for it still matches.
 */
const ISLAND_STYLE =
  /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

export function hoistIslandStyle(html: string): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const body = html.slice(head);
  const found = body.match(ISLAND_STYLE);
  if (!found) return html;
  return `${html.slice(0, head)}${found[0]}${body.replace(ISLAND_STYLE, '')}`;
}

/** Every built page under `dir` with the island style moved into its head; how many changed. */
export function hoistIslandStyles(dir: string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    const fixed = hoistIslandStyle(html);
    if (fixed === html) continue;
    writeFileSync(file, fixed);
    changed++;
  }
  return changed;
}

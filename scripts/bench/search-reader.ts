/**
 * bench:search's figures for the phrase reader the search box loads on the first keystroke: its
 * built chunk and a stock's words, gzip, and the time to read one phrase in the browser at 4x CPU
 * slowdown (as a slow phone runs it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Page } from '@playwright/test';

/** Phrases as buyers type them, read in the browser for the reader's timing. */
export const PHRASES = [
  'white suv under 30k low km',
  'toyota hilux sr5 4x4 under 50k',
  'landcrusier prado diesel 2020 or newer',
  'cheapest 7 seater hybrid',
  'merc c class',
  'mazda 3 manual under 20k',
  'ute with towbar tow 3.5 tonne',
  'less than 3 years old awd',
  'ev under $300 a week',
  'black ute with tow bar',
  'isuzu mux 7 seater',
  'around 25 grand hatch',
  '$10k-$20k hatch',
  'hyundia tuscon',
  'grey dual cab ute diesel',
  'low kms sedan apple carplay',
  'subie wrx under 50000 km',
  'used cars at eagle farm',
  'first car under 10k',
  'lowest kms kia sportage gt line',
];

/**
 * The phrase reader's chunk in a built client's `_astro/` (with what it imports) and the words
 * of the given stock, gzip -9.
 */
export function readerSize(
  client: string,
  vocabulary: string,
): { file: string; code: number; words: number } {
  const dir = join(client, '_astro');
  const file = readdirSync(dir).find((f) => /^parse\.[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No phrase reader chunk (parse.*.js) in ${dir}`);
  const files = new Set([file]);
  for (const f of files)
    for (const m of readFileSync(join(dir, f), 'utf8').matchAll(
      /from\s*["']\.\/([\w.-]+\.js)["']/g,
    ))
      files.add(m[1]!);
  const code = [...files].reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length,
    0,
  );
  return { file, code, words: gzipSync(vocabulary, { level: 9 }).length };
}

/**
 * Reads every phrase five times on an open page of the site, CPU slowed 4x: the built chunk
 * imported as the box imports it, and the words the page's own `/search-ask.json` serves.
 */
export async function timeReader(
  page: Page,
  readerFile: string,
): Promise<{ lexiconMs: number; times: number[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    return await page.evaluate(
      async ({ file, phrases }) => {
        type Reader = {
          buildLexicon: (v: unknown) => unknown;
          parseAsk: (p: string, v: unknown, now: Date, l: unknown) => unknown;
        };
        const m = (await import(file)) as Reader;
        const vocab: unknown = await (await fetch('/search-ask.json')).json();
        const t0 = performance.now();
        const lexicon = m.buildLexicon(vocab);
        const lexiconMs = performance.now() - t0;
        const now = new Date();
        const times: number[] = [];
        for (let round = 0; round < 5; round++)
          for (const p of phrases) {
            const t = performance.now();
            m.parseAsk(p, vocab, now, lexicon);
            times.push(performance.now() - t);
          }
        return { lexiconMs, times };
      },
      { file: `/_astro/${readerFile}`, phrases: PHRASES },
    );
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

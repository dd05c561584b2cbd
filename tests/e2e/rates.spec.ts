import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'node-html-parser';

import { COMPARISON_WARNING } from '~/features/finance/texts.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

/**
 * Every rate with its comparison rate (National Credit Code s160–161; ASIC RG 178): in every
 * built page of every sample dealer, read whole after the build, each annual rate a buyer can read
 * ('8.50% p.a.') has its comparison rate right after it, and the page carries the comparison-rate
 * warning. A rate that is itself a comparison rate ('Comparison rate* 8.19% p.a.') needs none.
 * A table of rates has a comparison-rate column. Template contents count: they join the page when
 * the visitor opens them. The calculator's rate slider is left out: its value is the one the
 * visitor sets, and the result beside it gives that rate with its comparison rate. No browser
 * needed.
 */
const RATE = /\d+(?:\.\d+)?\s*%\s*p\.\s*a\./gi;
/** What comes just before a rate that is a comparison rate itself. */
const IS_COMPARISON = /comparison rates?\*?\s*(?:of\s+|from\s+\d+(?:\.\d+)?%\s*to\s+)?$/i;
/** How near after a rate its comparison rate must start: in the same phrase or the next cell. */
const NEAR = 30;

interface PageRates {
  /** Rates read (comparison rates themselves not counted). */
  rates: number;
  /** Each rate with no comparison rate beside it, in its words. */
  alone: string[];
  /** Rate tables with no comparison-rate column, by caption. */
  tables: string[];
  warned: boolean;
}

function pageRates(html: string): PageRates {
  const body = parse(html).querySelector('body')!;
  for (const el of body.querySelectorAll('script, style, output')) el.remove();
  const text = body.text.replace(/\s+/g, ' ');
  const found: PageRates = { rates: 0, alone: [], tables: [], warned: false };
  for (const m of text.matchAll(RATE)) {
    if (IS_COMPARISON.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    found.rates++;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + NEAR);
    if (!/comparison rate/i.test(after))
      found.alone.push(text.slice(Math.max(0, m.index - 60), m.index + m[0].length + NEAR));
  }
  for (const table of body.querySelectorAll('table')) {
    const heads = table.querySelectorAll('th[scope=col]').map((th) => th.text.trim());
    if (!heads.some((h) => /^(interest )?rate$/i.test(h))) continue;
    found.rates++;
    if (!heads.some((h) => /^comparison rate/i.test(h)))
      found.tables.push(table.querySelector('caption')?.text ?? '(no caption)');
  }
  found.warned = text.includes(COMPARISON_WARNING);
  return found;
}

for (const slug of Object.keys(dealerPorts))
  test(`${slug}: every rate in every built page has its comparison rate beside it`, () => {
    const dir = `dist/${slug}/client`;
    const problems: string[] = [];
    let rates = 0;
    let estimates = 0;
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html') || file.startsWith('_astro/')) continue;
      const html = readFileSync(join(dir, file), 'utf8');
      const page = pageRates(html);
      rates += page.rates;
      for (const words of page.alone) problems.push(`${file}: a rate alone: "…${words}…"`);
      for (const caption of page.tables)
        problems.push(`${file}: the table "${caption}" has no comparison-rate column`);
      if (page.rates > 0 && !page.warned) problems.push(`${file}: rates with no warning`);
      // A car page with a weekly estimate states its rate: the check must have read it.
      if (html.includes('class="estimate"')) {
        estimates++;
        if (page.rates === 0) problems.push(`${file}: a weekly estimate whose rate was not read`);
      }
    }
    expect(problems.slice(0, 20).join('\n')).toBe('');
    // A check that read nothing proves nothing: every dealer shows estimates with their rates.
    expect(estimates).toBeGreaterThan(0);
    expect(rates).toBeGreaterThanOrEqual(estimates);
  });

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

import { HtmlValidate } from 'html-validate';

import { listDealerSlugs } from '~/config/load.server.ts';

import { expect, test } from '../support/test.ts';

/**
 * Every built page is valid HTML by an outside validator. html-validate's
 * "standard" preset is its recommended rules without the purely stylistic ones (attribute case,
 * `<input/>` versus `<input>`, non-breaking spaces in phone numbers): what a browser could parse
 * differently or a reader could get wrong, such as a `<style>` in a `<div>`, an `<address>` in a
 * `<span>`, a label tied to two controls, an `<img>` without `src`. Each dealer's pages are read
 * from its build (dist/<slug>/client), every one of them, one test per dealer.
 */
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

function builtPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

for (const slug of listDealerSlugs()) {
  test(`${slug}: every built page is valid HTML`, async () => {
    test.setTimeout(180_000);
    const dir = join('dist', slug, 'client');
    const pages = builtPages(dir);
    expect(pages.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const file of pages) {
      const report = await validator.validateString(readFileSync(file, 'utf8'), file);
      for (const result of report.results)
        for (const m of result.messages)
          problems.push(`/${relative(dir, file)} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
    }
    // One line per problem, so a failure names the page, the rule and the element.
    expect(problems.slice(0, 40)).toEqual([]);
  });
}

/**
 * The same pages by the Nu Html Checker (vnu.jar, the W3C's), which parses each page with the HTML
 * standard's own parsing algorithm and checks it against the standard's content models: what
 * html-validate does not look at, such as an element after `</html>` (a parse error that stops
 * the parser), ids used twice, a bad `<meta>` value or a missing `lang`. Errors only; every page
 * of every dealer, one run of the checker per dealer.
 */
const vnuJar = join(
  createRequire(import.meta.url).resolve('vnu-jar/package.json'),
  '..',
  'build',
  'dist',
  'vnu.jar',
);

for (const slug of listDealerSlugs()) {
  test(`${slug}: every built page passes the Nu Html Checker`, () => {
    test.setTimeout(240_000);
    const dir = join('dist', slug, 'client');
    const run = spawnSync(
      'java',
      ['-Xss2m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--skip-non-html', dir],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error, 'java is needed to run vnu.jar (README)').toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as {
      messages: { type: string; url: string; message: string; lastLine?: number }[];
    };
    const problems = messages.map(
      (m) => `/${relative(dir, new URL(m.url).pathname)}: ${m.message}`,
    );
    expect(problems.slice(0, 40)).toEqual([]);
    expect(run.status).toBe(0);
  });
}

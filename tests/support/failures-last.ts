import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * In CI, each failure's error again at the very end of the run. The line reporter prints an
 * error when its test ends, hundreds of lines before the summary; a CI log is often read from
 * its end, where only the failed titles are. With the error goes what the page showed then
 * (its main part and any dialog or alert, from Playwright's page snapshot): a flaky failure
 * that cannot be made to happen again is understood from the log alone. Tests that passed only
 * when run again (CI retries once) are listed too, with their first error: flaky, to be mended.
 */
export default class FailuresLast implements Reporter {
  private attempts = new Map<TestCase, Attempt[]>();

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    if (result.status === test.expectedStatus) return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    const attempt: Attempt = {
      status: result.status,
      errors: result.errors.map((e) =>
        [
          ...stripVTControlCharacters(e.message ?? e.value ?? '')
            .split('\n')
            .slice(0, 24),
          e.location ? `at ${e.location.file}:${e.location.line}:${e.location.column}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      ),
      page: context ? pageShown(context.path!) : [],
    };
    this.attempts.set(test, [...(this.attempts.get(test) ?? []), attempt]);
  }

  onEnd(result: FullResult) {
    const failed = [...this.attempts].filter(([t]) => t.outcome() === 'unexpected');
    const flaky = [...this.attempts].filter(([t]) => t.outcome() === 'flaky');
    const lines: string[] = [];
    const report = (heading: string, tests: [TestCase, Attempt[]][]) => {
      if (!tests.length) return;
      lines.push(`\n${heading}`);
      for (const [test, attempts] of tests) {
        const title = test.titlePath().filter(Boolean).join(' › ');
        for (const [i, { status, errors, page }] of attempts.entries()) {
          lines.push(`\n✘ ${title} (${status}${attempts.length > 1 ? `, try ${i + 1}` : ''})`);
          for (const e of errors) lines.push(e.replace(/^/gm, '    '));
          if (page.length) lines.push('    The page then:', ...page.map((l) => `      ${l}`));
        }
      }
    };
    report(`${failed.length} failed (${result.status}); their errors again:`, failed);
    report(`${flaky.length} passed only when run again (flaky); their first errors:`, flaky);
    if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
  }
}

interface Attempt {
  status: TestResult['status'];
  errors: string[];
  page: string[];
}

const SHOWN_LINES = 40;
const TOP = /^- (main|dialog|alert|status|alertdialog)\b/;

/**
 * From a page snapshot (an ARIA tree, one node per line, indented by depth): the page's main
 * part and any top-level dialog, alert or status, without links' addresses and unchosen options.
 */
function pageShown(path: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  const shown: string[] = [];
  let inside = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) inside = TOP.test(line);
    else if (!line.startsWith(' ')) inside = false;
    if (!inside || /^\s*- \/url:/.test(line)) continue;
    if (/^\s*- option /.test(line) && !line.includes('[selected]')) continue;
    shown.push(line);
  }
  return shown.length > SHOWN_LINES
    ? [...shown.slice(0, SHOWN_LINES), `… ${shown.length - SHOWN_LINES} more lines`]
    : shown;
}

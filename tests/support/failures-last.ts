import { stripVTControlCharacters } from 'node:util';

import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * In CI, each failure's error again at the very end of the run. The line reporter prints an
 * error when its test ends, hundreds of lines before the summary; a CI log is often read from
 * its end, where only the failed titles are.
 */
export default class FailuresLast implements Reporter {
  private failed: { title: string; errors: string[] }[] = [];

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    if (result.status === test.expectedStatus) return;
    this.failed.push({
      title: `${test.titlePath().filter(Boolean).join(' › ')} (${result.status})`,
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
    });
  }

  onEnd(result: FullResult) {
    if (!this.failed.length) return;
    const lines = [`\n${this.failed.length} failed (${result.status}); their errors again:`];
    for (const { title, errors } of this.failed) {
      lines.push(`\n✘ ${title}`);
      for (const e of errors) lines.push(e.replace(/^/gm, '    '));
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

import { describe, expect, it } from 'vitest';

import { failureReason, pageLines } from './astro-log.ts';

describe('pageLines', () => {
  it('tells kept pages from rendered ones when rendered pages finish in between', () => {
    const log = [
      '  ├─ /a/index.html  ├─ /b/index.html (cached)',
      ' (+12ms)',
      '  \x1b[32m├─\x1b[39m \x1b[2m/c.json\x1b[22m \x1b[32m(restored)\x1b[39m',
      '  ├─ /d/index.html  ├─ /e/index.html (+3ms)',
      '  ├─ /robots.txt17:48:54 [build] something',
      ' (+40ms)',
    ].join('\n');
    const { rendered, cached } = pageLines(log);
    expect([...rendered].sort()).toEqual([
      '/a/index.html',
      '/d/index.html',
      '/e/index.html',
      '/robots.txt',
    ]);
    expect([...cached].sort()).toEqual(['/b/index.html', '/c.json']);
  });
});

describe('failureReason', () => {
  it("keeps a bundler's message from the lines after its failure line, up to the stack trace", () => {
    const log = [
      '01:55:51 [build] Building server entrypoints...',
      '01:55:53 [vite] ✓ built in 1.53s',
      '\x1b[31m01:55:53 [ERROR] [vite] ✗ Build failed in 23ms\x1b[39m',
      '[INVALID_OPTION] Invalid option combination detected:',
      '',
      '- codeSplitting.includeDependenciesRecursively = false',
      '- preserveEntrySignatures = "exports-only"',
      '',
      '  Stack trace:',
      '    at aggregateBindingErrorsIntoJsError (file:///x/rolldown/dist/shared/x.mjs:1:1)',
      '    at build (file:///x/vite/dist/node/chunks/x.js:2:2)',
    ].join('\n');
    expect(failureReason(log).split('\n    ')).toEqual([
      '01:55:53 [ERROR] [vite] ✗ Build failed in 23ms',
      '[INVALID_OPTION] Invalid option combination detected:',
      '- codeSplitting.includeDependenciesRecursively = false',
      '- preserveEntrySignatures = "exports-only"',
    ]);
  });

  it('keeps our file and field lines, the price check and missing variables, once each, not page lines', () => {
    const log = [
      '├─ /cars/a/index.html (+5ms)',
      '├─ /errors/index.html (+2ms)',
      'dealers/x.json: theme.colors.primary: Expected a colour',
      'dealers/x.json: theme.colors.primary: Expected a colour',
      '/cars/b/index.html: car 7: card shows $30,990 but the price function gives $31,990',
      '  - TYPESENSE_SEARCH_KEY is missing',
      'Done.',
    ].join('\n');
    expect(failureReason(log).split('\n    ')).toEqual([
      'dealers/x.json: theme.colors.primary: Expected a colour',
      '/cars/b/index.html: car 7: card shows $30,990 but the price function gives $31,990',
      '  - TYPESENSE_SEARCH_KEY is missing',
    ]);
  });

  it('gives nothing for a log without a reason, and at most the lines asked for', () => {
    expect(failureReason('├─ /a/index.html\nDone.')).toBe('');
    const many = Array.from({ length: 30 }, (_, i) => `Error ${i}`).join('\n');
    expect(failureReason(many, 3)).toBe('Error 0\n    Error 1\n    Error 2');
  });
});

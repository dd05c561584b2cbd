import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/** The product's and its scripts' code, as git tracks it (new files included), tests apart. */
const code = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'src', 'scripts'],
  { encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
/** Every React component file in the product. */
const components = code.filter(({ file }) => file.startsWith('src/') && file.endsWith('.tsx'));

describe('islands a reader can hold', () => {
  it('are found', () => {
    expect(components.length).toBeGreaterThan(40);
  });

  it('keep each file within 250 lines: a journey is its reducer, its steps and its shell', () => {
    const long = components
      .map(({ file, text }) => ({ file, lines: text.trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 250);
    expect(long).toEqual([]);
  });

  it('cast nothing to never, which would switch the type checker off: nor does any other code', () => {
    expect(code.length).toBeGreaterThan(components.length);
    expect(code.filter(({ text }) => /\bas never\b/.test(text)).map((c) => c.file)).toEqual([]);
  });
});

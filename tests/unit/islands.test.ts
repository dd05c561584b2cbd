import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/** Every React component file in the product, as git tracks it (new ones included). */
const components = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'src'],
  { encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

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

  it('cast nothing to never, which would switch the type checker off', () => {
    expect(components.filter(({ text }) => /\bas never\b/.test(text)).map((c) => c.file)).toEqual(
      [],
    );
  });
});

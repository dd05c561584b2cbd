import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/** The repository's own prose and code: tracked text, without generated data and lock files. */
function trackedText(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter(
      (file) =>
        file !== '' &&
        !file.startsWith('data/') &&
        !file.endsWith('package-lock.json') &&
        !/\.(png|jpe?g|webp|avif|gif|ico|pdf|woff2?)$/.test(file),
    );
  return files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

const RULES = 'docs/rules.md';

/** The names docs/rules.md gives the spec's parts, each with the section it resolves to. */
function specNames(rules: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, name, section] of rules.matchAll(/^\| (\w+) \| (§\d+) [^|]+\|/gm)) {
    names.set(name!, section!);
  }
  return names;
}

describe('the docs a newcomer reads', () => {
  const files = trackedText();
  const rules = readFileSync(RULES, 'utf8');

  it('keep the architecture map within 400 lines', () => {
    const lines = readFileSync('docs/architecture.md', 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(400);
  });

  it('cite the spec by part names that docs/rules.md resolves, never by section number', () => {
    const names = specNames(rules);
    expect([...names.keys()]).toEqual([
      'Purpose',
      'Screens',
      'Entities',
      'States',
      'Validation',
      'Roles',
      'Calls',
      'Errors',
      'Constants',
    ]);
    const numbered = files
      .filter(({ file }) => file !== RULES && file !== 'tests/unit/docs.test.ts')
      .filter(({ text }) => text.includes('§'))
      .map(({ file }) => file);
    expect(numbered).toEqual([]);
    // Outside the names table, rules.md itself cites parts by name too.
    const outsideTable = rules
      .split('\n')
      .filter((line) => !/^\| \w+ \| §\d+ /.test(line))
      .filter((line) => line.includes('§'));
    expect(outsideTable).toEqual([]);
    // Each rule's Spec column starts each of its parts with a known name (or is '—', the
    // platform's own rule).
    for (const [, cell] of rules.matchAll(/^\|[^|]+\| ([^|`]+) \| `/gm)) {
      for (const part of cell!.split(',').map((p) => p.trim().split(' ')[0]!)) {
        if (part !== '—') expect(names.has(part), `${part} in ${RULES}`).toBe(true);
      }
    }
  });

  it('name no issue of a tracker the reader does not have', () => {
    const cited = files
      .filter(({ file }) => file !== 'tests/unit/docs.test.ts')
      .filter(({ text }) => /\bissues? #?\d+/i.test(text))
      .map(({ file }) => file);
    expect(cited).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

import { frontmatterProblems } from './frontmatter.ts';

const file = 'data/sites/x/pages/about-us.md';

describe('content frontmatter (a bad file names file and field)', () => {
  it('accepts a good page and a good post', () => {
    expect(
      frontmatterProblems(
        file,
        '---\ntitle: About us\ndescription: Who we are.\n---\nText',
        'pages',
      ),
    ).toEqual([]);
    expect(
      frontmatterProblems(
        file,
        '---\ntitle: A review\ndescription: Driven.\ncategory: vehicle-reviews\ndate: 2026-03-01\n---\n',
        'blog',
      ),
    ).toEqual([]);
  });

  it('names each refused field with its message', () => {
    const problems = frontmatterProblems(
      file,
      '---\ntitle: ""\ndescription: Who we are.\nform: fax\nheader: big\n---\n',
      'pages',
    );
    expect(problems.map((p) => `${p.file}: ${p.path}`)).toEqual([
      `${file}: title`,
      `${file}: form`,
      `${file}: (root)`,
    ]);
    expect(problems[1]!.message).toMatch(/expected one of "parts"\|"service"\|"unsubscribe"/);
    expect(problems[2]!.message).toBe(
      'Unknown field "header": check its spelling against dealers/schema.json',
    );
  });

  it('refuses a blog category outside spec Constants and a date that is not one', () => {
    const problems = frontmatterProblems(
      file,
      '---\ntitle: T\ndescription: D\ncategory: gossip\ndate: someday\n---\n',
      'blog',
    );
    expect(problems.map((p) => p.path)).toEqual(['category', 'date']);
  });

  it('reports YAML that does not parse with its line in the file', () => {
    const [problem] = frontmatterProblems(
      file,
      '---\ntitle: About us\ndescription: [unclosed\n---\n',
      'pages',
    );
    expect(problem).toMatchObject({ file, path: '(frontmatter)' });
    expect(problem!.message).toMatch(/^Not valid YAML at line \d+: /);
  });

  it('asks for frontmatter when a file has none', () => {
    expect(frontmatterProblems(file, '# About us\n', 'pages')).toEqual([
      { file, path: '(frontmatter)', message: 'Start the file with a --- frontmatter block ---' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';

import { pageLines } from './astro-log.ts';

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

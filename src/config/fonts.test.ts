import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { faceFiles, FONT_IDS, fontFaces, fontStack, preloadFaces } from './fonts.ts';

describe('dealer fonts', () => {
  it('loads body 400 and 700 and heading 700, once each, and nothing for system', () => {
    expect(fontFaces({ body: 'inter', heading: 'montserrat' })).toEqual([
      { font: 'inter', weight: 400 },
      { font: 'inter', weight: 700 },
      { font: 'montserrat', weight: 700 },
    ]);
    expect(fontFaces({ body: 'barlow', heading: 'barlow' })).toHaveLength(2);
    expect(fontFaces({ body: 'system', heading: 'system' })).toEqual([]);
  });

  it('preloads only the heading face and the regular body face', () => {
    expect(preloadFaces({ body: 'inter', heading: 'montserrat' })).toEqual([
      { font: 'inter', weight: 400 },
      { font: 'montserrat', weight: 700 },
    ]);
    expect(preloadFaces({ body: 'system', heading: 'barlow' })).toEqual([
      { font: 'barlow', weight: 700 },
    ]);
  });

  it('names the family with fallbacks', () => {
    expect(fontStack('source-sans-3')).toMatch(/^"Source Sans 3", /);
    expect(fontStack('system')).toMatch(/^system-ui/);
  });

  it('every font has its files in node_modules', () => {
    for (const font of FONT_IDS.filter((f) => f !== 'system'))
      for (const weight of [400, 700]) {
        const { css, woff2 } = faceFiles({ font, weight });
        expect(existsSync(`node_modules/${css}`), css).toBe(true);
        expect(existsSync(`node_modules/${woff2}`), woff2).toBe(true);
      }
  });
});

import { describe, expect, it } from 'vitest';

import { engineOver, pageJsOver } from './search-targets.ts';

describe('bench:search targets', () => {
  it('holds both stock sizes to a 16 ms p95, and each index to its size', () => {
    expect(engineOver(5000, 16, 150 * 1024)).toEqual([]);
    expect(engineOver(5000, 16.01, 150 * 1024 + 1)).toEqual([
      '5000 cars: p95 16.01 ms > 16 ms',
      '5000 cars: index 150.0 KB > 150.0 KB gzip',
    ]);
    expect(engineOver(20000, 16.57, 555 * 1024)).toEqual(['20000 cars: p95 16.57 ms > 16 ms']);
    expect(engineOver(20000, 8, 601 * 1024)).toEqual([
      '20000 cars: index 601.0 KB > 600.0 KB gzip',
    ]);
  });

  it('holds the search page to 160 KB of JavaScript', () => {
    expect(pageJsOver(160 * 1024)).toEqual([]);
    expect(pageJsOver(161 * 1024)).toEqual(['search page JavaScript 161.0 KB > 160.0 KB gzip']);
  });
});

import { describe, expect, it } from 'vitest';

import { hoistIslandStyle } from './island-style.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyle', () => {
  it("moves Astro's island style out of the body into the head, once", () => {
    const html = `<html><head><title>t</title></head><body><div>${STYLE}<astro-island></astro-island></div><div>${STYLE}</div></body></html>`;
    expect(hoistIslandStyle(html)).toBe(
      `<html><head><title>t</title>${STYLE}</head><body><div><astro-island></astro-island></div><div></div></body></html>`,
    );
  });

  it('leaves a page without it, or with it already in the head, as it is', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(hoistIslandStyle(plain)).toBe(plain);
    const done = `<html><head>${STYLE}</head><body></body></html>`;
    expect(hoistIslandStyle(done)).toBe(done);
  });
});

import { describe, expect, it } from 'vitest';

import { hoistIslandStyle, prerenderedPage } from './island-style.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
/** The page as text, hoisted as its bytes are. */
const hoisted = (html: string) => hoistIslandStyle(Buffer.from(html)).toString('utf8');

describe('hoistIslandStyle', () => {
  it("moves Astro's island style out of the body into the head, once", () => {
    const html = `<html><head><title>t</title></head><body><div>${STYLE}<astro-island></astro-island></div><div>${STYLE}</div></body></html>`;
    expect(hoisted(html)).toBe(
      `<html><head><title>t</title>${STYLE}</head><body><div><astro-island></astro-island></div><div></div></body></html>`,
    );
  });

  it('leaves a page without it, or with it already in the head, as it is', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(hoisted(plain)).toBe(plain);
    const done = `<html><head>${STYLE}</head><body></body></html>`;
    expect(hoisted(done)).toBe(done);
  });

  it('keeps every other byte of a page in any script as it was', () => {
    const html = `<html lang="en-AU"><head><title>Café — 4×4 ute</title></head><body><p>Señor “quoted” 🚗</p>${STYLE}<astro-island></astro-island></body></html>`;
    expect(hoisted(html)).toBe(
      `<html lang="en-AU"><head><title>Café — 4×4 ute</title>${STYLE}</head><body><p>Señor “quoted” 🚗</p><astro-island></astro-island></body></html>`,
    );
  });

  it('answers a page as UTF-8 bytes with its status and headers, and anything else untouched', async () => {
    const page = new Response(`<html><head></head><body>é${STYLE}</body></html>`, {
      status: 404,
      headers: { 'content-type': 'text/html', 'x-kept': 'yes' },
    });
    const out = await prerenderedPage(page);
    expect(out.status).toBe(404);
    expect(out.headers.get('x-kept')).toBe('yes');
    expect(await out.text()).toBe(`<html><head>${STYLE}</head><body>é</body></html>`);
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(await prerenderedPage(json)).toBe(json);
  });
});

import { describe, expect, it } from 'vitest';

import { REACT_RENDERER, reactTagsPlugin, tagReactComponents } from './react-tags.server.ts';

describe('tagReactComponents', () => {
  it('tags the default and named exported components, not helpers or lower-case functions', () => {
    const source = [
      "import { useState } from 'react';",
      'export default function LeadForm(props: Props) {',
      '  return <form />;',
      '}',
      'export function ResultCard<T>({ hit }: { hit: T }) {',
      '  return <article />;',
      '}',
      'export function formatPrice(n: number) {',
      '  return `$${n}`;',
      '}',
      'function Inner() {',
      '  return null;',
      '}',
    ].join('\n');
    const tagged = tagReactComponents(source)!;
    expect(tagged.startsWith(source)).toBe(true);
    const added = tagged.slice(source.length);
    expect(added).toContain(`Object.defineProperty(LeadForm, Symbol.for('astro:renderer')`);
    expect(added).toContain(`Object.defineProperty(ResultCard, Symbol.for('astro:renderer')`);
    expect(added).not.toContain('formatPrice');
    expect(added).not.toContain('Inner');
    expect(added).toContain(JSON.stringify(REACT_RENDERER));
  });

  it('leaves a module without components alone', () => {
    expect(tagReactComponents('export const x = 1;\nexport function helper() {}\n')).toBeNull();
  });

  it('gives a component the tag Astro reads to skip its render check', () => {
    const code = tagReactComponents('export default function Card() {\n  return null;\n}')!;
    const js = code.replace('export default ', '') + '\nreturn Card;';
    const Card = new Function(js)() as Record<symbol, unknown>;
    expect(Card[Symbol.for('astro:renderer')]).toBe(REACT_RENDERER);
  });
});

describe('reactTagsPlugin', () => {
  const plugin = reactTagsPlugin('/repo/src/');
  const source = 'export default function Gallery() {\n  return null;\n}\n';

  it('is handed only .tsx modules', () => {
    expect(plugin.transform.filter.id.test('/repo/src/Gallery.tsx')).toBe(true);
    expect(plugin.transform.filter.id.test('/repo/src/Gallery.tsx?astro&type=script')).toBe(true);
    expect(plugin.transform.filter.id.test('/repo/data/stock/riverbend-toyota.json')).toBe(false);
  });

  it("tags the project's .tsx modules for the server and leaves the browser's code alone", () => {
    expect(
      plugin.transform.handler.call(
        { environment: { name: 'ssr' } },
        source,
        '/repo/src/Gallery.tsx',
      ),
    ).not.toBeNull();
    expect(
      plugin.transform.handler.call(
        { environment: { name: 'client' } },
        source,
        '/repo/src/Gallery.tsx',
      ),
    ).toBeNull();
    expect(
      plugin.transform.handler.call(
        { environment: { name: 'ssr' } },
        source,
        '/repo/node_modules/x/Gallery.tsx',
      ),
    ).toBeNull();
    expect(
      plugin.transform.handler.call(
        { environment: { name: 'ssr' } },
        source,
        '/repo/src/gallery.ts',
      ),
    ).toBeNull();
  });
});

/**
 * Astro renders a React component it cannot place by a tag twice on the server: once inside
 * @astrojs/react's `check` (to learn that it is React's) and once for real. A car page's lead form
 * and calculator paid that on every page of a build. This tags each exported component of the
 * project's own `.tsx` modules with the renderer Astro would find (the tag Astro's
 * `__astro_tag_component__` sets), in the server's code only, so each renders once.
 */
const COMPONENT = /^export\s+(?:default\s+)?function\s+([A-Z][A-Za-z0-9_]*)\s*[(<]/gm;

/** The renderer @astrojs/react registers (its `name`). */
export const REACT_RENDERER = '@astrojs/react';

/** The module's source with its exported function components tagged; null when it has none. */
export function tagReactComponents(source: string): string | null {
  const names = [...source.matchAll(COMPONENT)].map((m) => m[1]!);
  if (!names.length) return null;
  const tags = names.map(
    (name) =>
      `Object.defineProperty(${name}, Symbol.for('astro:renderer'), { value: ${JSON.stringify(REACT_RENDERER)} });`,
  );
  return `${source}\n${tags.join('\n')}\n`;
}

/**
 * The Vite plugin: the project's `.tsx` modules, in the server environments only. The hook's
 * filter keeps every other module (the stock's data among them) from being handed to it at all.
 */
export function reactTagsPlugin(srcDir: string) {
  return {
    name: 'dealer-react-tags',
    enforce: 'pre' as const,
    transform: {
      filter: { id: /\.tsx(?:\?|$)/ },
      handler(this: { environment?: { name: string } }, code: string, id: string) {
        if (this.environment?.name === 'client') return null;
        const file = id.split('?')[0]!;
        if (!file.endsWith('.tsx') || !file.startsWith(srcDir)) return null;
        const tagged = tagReactComponents(code);
        return tagged === null ? null : { code: tagged, map: null };
      },
    },
  };
}

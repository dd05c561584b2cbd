import { faceFiles, fontFaces, fontStack, preloadFaces } from '~/config/fonts.ts';
import { palette } from '~/config/palette.ts';
import type { DealerConfig } from '~/config/schema/index.ts';

/** `virtual:dealer/theme.css`. */
/**
 * The dealer's theme as CSS: its fonts' @font-face rules (from @fontsource, bundled like any
 * stylesheet) and its colours, derived shades and font stacks as custom properties (no inline
 * styles, so CSP stays strict).
 */
export function themeCss(theme: Pick<DealerConfig['theme'], 'colours' | 'fonts'>): string {
  const p = palette(theme.colours);
  const imports = fontFaces(theme.fonts).map((f) => `@import '${faceFiles(f).css}';\n`);
  const vars = {
    '--primary': p.primary,
    '--primary-strong': p.primaryStrong,
    '--primary-soft': p.primarySoft,
    '--on-primary-soft': p.onPrimarySoft,
    '--secondary': p.secondary,
    '--secondary-soft': p.secondarySoft,
    '--accent': p.accent,
    '--font-body': fontStack(theme.fonts.body),
    '--font-heading': fontStack(theme.fonts.heading),
  };
  const body = Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `${imports.join('')}:root{${body}}\n`;
}

/**
 * `virtual:dealer/fonts`: the URLs of the font files the first screen needs (preloaded by the
 * layout), each imported with `?url` so the build fingerprints it.
 */
export function fontPreloadSource(theme: Pick<DealerConfig['theme'], 'fonts'>): string {
  const faces = preloadFaces(theme.fonts);
  return (
    faces.map((f, i) => `import f${i} from '${faceFiles(f).woff2}?url';\n`).join('') +
    `export default [${faces.map((_, i) => `f${i}`).join(', ')}];\n`
  );
}

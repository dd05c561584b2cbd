/**
 * The typefaces a dealer file may choose (`theme.fonts`), all self-hosted from `@fontsource/*`
 * packages (Latin subset, `font-display: swap`): nothing is fetched from a font service. 'system'
 * uses the visitor's own UI font and loads nothing.
 */
export const FONTS = {
  system: {
    family: null,
    fallback: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  },
  inter: { family: 'Inter', fallback: 'system-ui, "Segoe UI", Roboto, Arial, sans-serif' },
  montserrat: { family: 'Montserrat', fallback: 'system-ui, "Segoe UI", Arial, sans-serif' },
  barlow: { family: 'Barlow', fallback: '"Arial Narrow", system-ui, Arial, sans-serif' },
  'source-sans-3': {
    family: 'Source Sans 3',
    fallback: 'system-ui, "Segoe UI", Arial, sans-serif',
  },
  'nunito-sans': { family: 'Nunito Sans', fallback: 'system-ui, "Segoe UI", Arial, sans-serif' },
} as const;

export type FontId = keyof typeof FONTS;
export const FONT_IDS = Object.keys(FONTS) as [FontId, ...FontId[]];

/** The weights a page uses: body text 400 and bold 700; headings 700. */
const BODY_WEIGHTS = [400, 700] as const;
const HEADING_WEIGHT = 700;

export interface FontFace {
  font: Exclude<FontId, 'system'>;
  weight: number;
}

/** The faces a site loads for its body and heading fonts (none for 'system'), without repeats. */
export function fontFaces(fonts: { body: FontId; heading: FontId }): FontFace[] {
  const faces: FontFace[] = [];
  const add = (font: FontId, weight: number) => {
    if (font !== 'system' && !faces.some((f) => f.font === font && f.weight === weight))
      faces.push({ font, weight });
  };
  for (const w of BODY_WEIGHTS) add(fonts.body, w);
  add(fonts.heading, HEADING_WEIGHT);
  return faces;
}

/**
 * The faces the first screen needs before it can paint its text in the right font, to preload:
 * the heading face (the page's h1) and the body's regular face.
 */
export function preloadFaces(fonts: { body: FontId; heading: FontId }): FontFace[] {
  const wanted = [
    { font: fonts.heading, weight: HEADING_WEIGHT },
    { font: fonts.body, weight: 400 },
  ];
  return fontFaces(fonts).filter((f) =>
    wanted.some((w) => w.font === f.font && w.weight === f.weight),
  );
}

/** The CSS font-family value of a font: its family, then fallbacks of similar width. */
export function fontStack(font: FontId): string {
  const f = FONTS[font];
  return f.family ? `"${f.family}", ${f.fallback}` : f.fallback;
}

/** The `@fontsource` stylesheet (Latin subset) and woff2 file of a face. */
export function faceFiles({ font, weight }: FontFace): { css: string; woff2: string } {
  return {
    css: `@fontsource/${font}/latin-${weight}.css`,
    woff2: `@fontsource/${font}/files/${font}-latin-${weight}-normal.woff2`,
  };
}

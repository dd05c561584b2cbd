import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import opentype from 'opentype.js';

import type { FontId } from '~/config/fonts.ts';

/**
 * Dealer logos drawn here: a mark and a wordmark whose letters are outlines of the dealer's own
 * heading font (so the logo looks the same everywhere, with no font to load), and a small tagline.
 * Sample data only: the names and marks are made up, no trademark is copied.
 */
export interface LogoSpec {
  name: string;
  tagline: string;
  font: Exclude<FontId, 'system'>;
  mark: 'river' | 'stars' | 'tag' | 'road' | 'sun';
  colour: string;
  ink: string;
}

export const LOGO_SIZE = { width: 220, height: 48 } as const;

const fonts = new Map<string, opentype.Font>();
function font(id: string, weight: number): opentype.Font {
  const key = `${id}-${weight}`;
  if (!fonts.has(key)) {
    // From this repository's node_modules wherever the generator runs (a test runs it elsewhere).
    const b = readFileSync(
      fileURLToPath(
        new URL(
          `../../node_modules/@fontsource/${id}/files/${id}-latin-${weight}-normal.woff`,
          import.meta.url,
        ),
      ),
    );
    fonts.set(key, opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)));
  }
  return fonts.get(key)!;
}

/**
 * Text as outlines, glyph by glyph with the font's kerning (opentype.js's own shaping trips on
 * some fonts' substitution tables), at most `maxWidth` wide: smaller type when it would not fit.
 */
function textPath(
  f: opentype.Font,
  text: string,
  x: number,
  y: number,
  size: number,
  maxWidth: number,
  letterSpacing = 0,
): string {
  const glyphs = [...text].map((ch) => f.charToGlyph(ch));
  const layout = (sz: number) => {
    const scale = sz / f.unitsPerEm;
    let cx = x;
    return glyphs.map((g, i) => {
      const at = cx;
      const next = glyphs[i + 1];
      cx += (g.advanceWidth ?? 0) * scale + letterSpacing;
      if (next) cx += f.getKerningValue(g, next) * scale;
      return { g, at, end: cx - letterSpacing };
    });
  };
  let s = size;
  while (s > 6 && (layout(s).at(-1)?.end ?? x) - x > maxWidth) s -= 0.5;
  return layout(s)
    .map(({ g, at }) => pathData(g.getPath(at, y, s)))
    .join('');
}

/** SVG path data of an outline, one decimal (opentype.js's own writer can print NaN). */
function pathData(path: opentype.Path): string {
  const n = (v: number | undefined) => {
    if (v === undefined || !Number.isFinite(v))
      throw new Error(`logo outline has a bad point (${v})`);
    return String(Math.round(v * 10) / 10);
  };
  return path.commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n(c.x)} ${n(c.y)}`;
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return 'Z';
    })
    .join('');
}

/** The mark, drawn in a 44 × 44 box at (2, 2). */
function mark(kind: LogoSpec['mark'], colour: string): string {
  switch (kind) {
    case 'river':
      return (
        `<circle cx="24" cy="24" r="22" fill="${colour}"/>` +
        `<path d="M9 19c5-5 9 5 15 0s10-5 15 0M9 27c5-5 9 5 15 0s10-5 15 0M12 35c4-4 8 4 12 0s8-4 12 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`
      );
    case 'stars': {
      // The Southern Cross: four bright stars and the small fifth.
      const star = (cx: number, cy: number, r: number) =>
        'M' +
        Array.from({ length: 10 }, (_, i) => {
          const rr = i % 2 ? r * 0.42 : r;
          const a = (Math.PI / 5) * i - Math.PI / 2;
          return `${(cx + rr * Math.cos(a)).toFixed(2)} ${(cy + rr * Math.sin(a)).toFixed(2)}`;
        }).join('L') +
        'Z';
      return (
        `<rect x="2" y="2" width="44" height="44" rx="10" fill="${colour}"/>` +
        `<path fill="#fff" d="${[star(24, 10, 5), star(24, 37, 5.5), star(13, 22, 4.5), star(34, 19, 4), star(29, 27, 2.5)].join('')}"/>`
      );
    }
    case 'tag':
      return (
        `<path d="M4 8a4 4 0 0 1 4-4h16l20 20-20 20L4 24z" fill="${colour}"/>` +
        `<circle cx="13" cy="13" r="3.5" fill="#fff"/>` +
        `<path d="M17 26l6 6 11-12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    case 'road':
      return (
        `<circle cx="24" cy="24" r="22" fill="${colour}"/>` +
        `<path d="M17 40l5-30h4l5 30z" fill="#fff"/>` +
        `<path d="M24 14v4M24 22v5M24 31v6" stroke="${colour}" stroke-width="2" stroke-linecap="round"/>`
      );
    case 'sun':
      // A sun setting behind a range, in a disc.
      return (
        `<circle cx="24" cy="24" r="22" fill="${colour}"/>` +
        `<circle cx="24" cy="23" r="9" fill="#fff"/>` +
        `<path d="M3.5 32l10-9 7 6 8-8 16 12a22 22 0 0 1-41 0z" fill="#2b1d14"/>` +
        `<path d="M8 39h32" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`
      );
  }
}

/** The logo as an SVG file: mark, then the name and tagline as outlines. */
export function dealerLogo(spec: LogoSpec): string {
  const { width, height } = LOGO_SIZE;
  const heading = font(spec.font, 700);
  const body = font(spec.font, 400);
  const textX = 56;
  const room = width - textX - 2;
  const name = textPath(heading, spec.name, textX, 27, 24, room);
  const tagline = textPath(body, spec.tagline.toUpperCase(), textX + 1, 42, 10, room, 1.2);
  const title = `${spec.name} ${spec.tagline}`.replace(/&/g, '&amp;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    mark(spec.mark, spec.colour) +
    `<path d="${name}" fill="${spec.ink}"/>` +
    `<path d="${tagline}" fill="${spec.colour}"/>` +
    `</svg>\n`
  );
}

export const MAKE_LOGO_SIZE = { width: 96, height: 24 } as const;

/** A make's wordmark for the make filter: its name in bold outlines, fitted to a 96 × 24 box. */
export function makeWordmark(name: string): string {
  const { width, height } = MAKE_LOGO_SIZE;
  const safe = name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const d = textPath(font('barlow', 700), name.toUpperCase(), 1, 18, 18, width - 2, 0.5);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${safe}">` +
    `<path d="${d}" fill="#1f2933"/></svg>\n`
  );
}

/** An image tag for cards (e.g. a certified pre-owned programme): white outlined text on a pill, 110 × 32. */
export function tagBadge(text: string, colour: string): string {
  const safe = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const d = textPath(font('barlow', 700), text.toUpperCase(), 9, 20.5, 12, 92, 0.3);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 110 32" width="110" height="32" role="img" aria-label="${safe}">` +
    `<rect x="1" y="4" width="108" height="24" rx="12" fill="${colour}"/>` +
    `<path d="${d}" fill="#fff"/></svg>\n`
  );
}

/** The sample dealers' marks: name, tagline, font, mark and colours. */
export const dealerLogos: Record<string, LogoSpec> = {
  'riverbend-toyota': {
    name: 'Riverbend',
    tagline: 'Toyota · Parramatta',
    font: 'montserrat',
    mark: 'river',
    colour: '#b0101f',
    ink: '#1f2933',
  },
  'southern-cross-motor-group': {
    name: 'Southern Cross',
    tagline: 'Motor Group',
    font: 'source-sans-3',
    mark: 'stars',
    colour: '#123e6b',
    ink: '#0d1b2a',
  },
  'value-auto-supermarket': {
    name: 'Value Auto',
    tagline: 'Car Supermarket',
    font: 'barlow',
    mark: 'tag',
    colour: '#0f6b3a',
    ink: '#16232d',
  },
  'driveaway-finance': {
    name: 'Driveaway',
    tagline: 'Subscriptions & Finance',
    font: 'nunito-sans',
    mark: 'road',
    colour: '#5b2a86',
    ink: '#1b1530',
  },
  'outback-caravans': {
    name: 'Outback',
    tagline: 'Caravan Centre',
    font: 'montserrat',
    mark: 'sun',
    colour: '#8a3b12',
    ink: '#2b1d14',
  },
};

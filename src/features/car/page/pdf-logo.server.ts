/**
 * The dealer's logo as the car PDF draws it. A PDF embeds PNG and JPEG pictures, not SVG, so the
 * build publishes a PNG copy of a logo in any other format beside it (`x.svg` → `x.pdf.png`), at
 * three times its size on the page so it stays sharp when printed; a PNG or JPEG logo is used as
 * it is.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import sharp from 'sharp';

import { EMBEDDABLE, pdfLogoPath } from './pdf.ts';

/** Pixels per CSS pixel of the copy. */
const SCALE = 3;

/**
 * Writes the PNG copy of a logo into the build's client folder. Returns its path, or null when the
 * logo is already embeddable or its file is not in public/ (the PDF is then made without one).
 */
export async function writePdfLogo(
  logo: { src: string; width: number; height: number },
  publicDir: string,
  clientDir: string,
): Promise<string | null> {
  if (EMBEDDABLE.test(logo.src)) return null;
  const source = join(publicDir, logo.src);
  if (!existsSync(source)) return null;
  const png = await sharp(readFileSync(source), { density: 72 * SCALE })
    .resize({ width: logo.width * SCALE, height: logo.height * SCALE, fit: 'inside' })
    .png()
    .toBuffer();
  const out = join(clientDir, pdfLogoPath(logo.src));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, png);
  return pdfLogoPath(logo.src);
}

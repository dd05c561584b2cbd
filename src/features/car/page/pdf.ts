import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

import { carFacts, type CarJson, driveAwayLine, KEY_FACT_KEYS, priceLine } from '../car-json.ts';

/** Characters the built-in Helvetica can draw (WinAnsi); anything else becomes a plain stand-in. */
const winAnsi = (s: string) =>
  s
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '');

/** Pictures a PDF embeds as they are. */
export const EMBEDDABLE = /\.(png|jpe?g)$/i;

/**
 * The published path of the logo a PDF embeds: a PNG or JPEG logo itself, else the PNG copy the
 * build writes beside it (pdf-logo.server.ts: `x.svg` → `x.pdf.png`).
 */
export const pdfLogoPath = (src: string): string =>
  EMBEDDABLE.test(src) ? src : `${src.replace(/\.[a-z0-9]+$/i, '')}.pdf.png`;

/** A picture the PDF draws: PNG or JPEG bytes (services.published().image). */
export interface PdfImage {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.12);
/** The logo's box on the page, in points (a 220 × 48 px logo at 0.75 pt per px). */
const LOGO_BOX = { width: 165, height: 36 };
/** The photo's box: the left half of the page, beside the key facts. */
const PHOTO_BOX = { width: 240, height: 180 };
/** The key facts' column when a photo stands beside them. */
const FACTS_X = MARGIN + PHOTO_BOX.width + 20;

/** Text cut to a width on the page, with an ellipsis when it was cut. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  const t = winAnsi(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  let n = t.length;
  while (n > 0 && font.widthOfTextAtSize(`${t.slice(0, n)}...`, size) > width) n--;
  return `${t.slice(0, n).trimEnd()}...`;
}

/** Embeds a picture; one that cannot be read is left out rather than failing the PDF. */
async function embedded(doc: PDFDocument, image: PdfImage | null | undefined) {
  if (!image) return null;
  try {
    return image.type === 'png' ? await doc.embedPng(image.bytes) : await doc.embedJpg(image.bytes);
  } catch {
    return null;
  }
}

/**
 * The car as a one-page A4 PDF (Download PDF): the dealer's logo, the car's name, price, first
 * photo beside its key facts, its features and the dealer's contact. Title and subject carry the
 * name and price, so any PDF reader shows them. Without a logo the dealer's name heads the page;
 * without a photo the facts take the full width.
 */
export async function carPdf(
  car: CarJson,
  dealer: { name: string; phone: string; url: string },
  pictures: { logo?: PdfImage | null; photo?: PdfImage | null } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(car.name));
  doc.setSubject(winAnsi(`${car.name} - ${car.price}`));
  doc.setAuthor(winAnsi(dealer.name));
  doc.setCreator('Dealer website');
  const page = doc.addPage([A4.width, A4.height]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [logo, photo] = await Promise.all([
    embedded(doc, pictures.logo),
    embedded(doc, pictures.photo),
  ]);
  const fullWidth = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN;
  const line = (text: string, size = 11, f = font, x = MARGIN, width = fullWidth) => {
    y -= size;
    page.drawText(fitted(text, f, size, width), { x, y, size, font: f, color: INK });
    y -= 7;
  };

  if (logo) {
    const { width, height } = logo.scaleToFit(LOGO_BOX.width, LOGO_BOX.height);
    y -= height;
    page.drawImage(logo, { x: MARGIN, y, width, height });
    y -= 14;
  } else {
    line(dealer.name, 12, bold);
    y -= 8;
  }
  line(car.name, 20, bold);
  if (car.series) line(car.series, 11);
  line(priceLine(car), 16, bold);
  // As large as the price it completes.
  const away = driveAwayLine(car);
  if (away) line(away, 16, bold);
  y -= 6;

  const facts = carFacts(car, [
    ...KEY_FACT_KEYS,
    'engine',
    'drive',
    'colour',
    'seats',
    'stocknum',
    'vin',
    'location_name',
  ]).filter((f) => f.value);
  if (photo) {
    const top = y;
    const { width, height } = photo.scaleToFit(PHOTO_BOX.width, PHOTO_BOX.height);
    page.drawImage(photo, { x: MARGIN, y: top - height, width, height });
    const columnWidth = A4.width - MARGIN - FACTS_X;
    for (const f of facts) line(`${f.label}: ${f.value}`, 10, font, FACTS_X, columnWidth);
    y = Math.min(y, top - height) - 12;
  } else {
    for (const f of facts) line(`${f.label}: ${f.value}`);
  }
  if (car.features.length) {
    y -= 6;
    line('Features', 13, bold);
    // As many as fit above the footer.
    for (const f of car.features.slice(0, 20)) {
      if (y < 100) break;
      line(`- ${f}`, 10);
    }
  }
  page.drawText(
    fitted(`Call ${dealer.phone} - ${dealer.url}/cars/${car.slug}`, font, 10, fullWidth),
    {
      x: MARGIN,
      y: 60,
      size: 10,
      font,
      color: rgb(0.25, 0.25, 0.3),
    },
  );
  return doc.save();
}

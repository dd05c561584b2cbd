import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

import { carFacts, type CarJson, KEY_FACT_KEYS, priceLine } from './car-json.ts';

/** Characters the built-in Helvetica can draw (WinAnsi); anything else becomes a plain stand-in. */
const winAnsi = (s: string) =>
  s
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '');

/**
 * The car as a one-page A4 PDF (issue 6 'Download PDF'): name, price, key facts, features and the
 * dealer's contact. Title and subject carry the name and price, so any PDF reader shows them.
 */
export async function carPdf(
  car: CarJson,
  dealer: { name: string; phone: string; url: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(car.name));
  doc.setSubject(winAnsi(`${car.name} - ${car.price}`));
  doc.setAuthor(winAnsi(dealer.name));
  doc.setCreator('Dealer website');
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (text: string, size = 11, f = font) => {
    page.drawText(winAnsi(text).slice(0, 110), {
      x: 50,
      y,
      size,
      font: f,
      color: rgb(0.1, 0.1, 0.12),
    });
    y -= size + 7;
  };
  line(dealer.name, 12, bold);
  y -= 8;
  line(car.name, 20, bold);
  if (car.series) line(car.series, 11);
  line(priceLine(car), 16, bold);
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
  ]);
  for (const f of facts) if (f.value) line(`${f.label}: ${f.value}`);
  if (car.features.length) {
    y -= 6;
    line('Features', 13, bold);
    for (const f of car.features.slice(0, 20)) line(`- ${f}`, 10);
  }
  y = Math.min(y, 90);
  page.drawText(winAnsi(`Call ${dealer.phone} - ${dealer.url}/cars/${car.slug}`), {
    x: 50,
    y: 60,
    size: 10,
    font,
    color: rgb(0.25, 0.25, 0.3),
  });
  return doc.save();
}

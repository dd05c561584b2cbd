import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { car as carFixture, dealerConfig } from '../../../../tests/support/fixtures.ts';
import { linesOn, picturesOn } from '../../../../tests/support/pdf.ts';
import { carJson } from '../car-json.ts';
import { carPdf, pdfLogoPath } from './pdf.ts';
import { writePdfLogo } from './pdf-logo.server.ts';

const photo = async () => ({
  bytes: new Uint8Array(
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#789' } })
      .jpeg()
      .toBuffer(),
  ),
  type: 'jpg' as const,
});

const config = dealerConfig();
const car = carJson(
  carFixture({
    km: 41250,
    colour: 'Snowflake White',
    dealercomments: 'One owner, full service history.',
    standardEquipment: ['Reversing camera', 'Apple CarPlay', 'Lane keep assist'],
  }),
  false,
);

describe("a car's PDF (Download PDF)", () => {
  it('is one A4 page whose title and subject carry the name and price, and the dealer as author', async () => {
    const doc = await PDFDocument.load(
      await carPdf(car, { name: config.name, phone: config.phone, url: config.url }),
    );
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe(car.name);
    expect(doc.getSubject()).toBe(`${car.name} - ${car.price}`);
    expect(doc.getAuthor()).toBe(config.name);
  });

  it('draws a drive-away estimate under the price, as large and as bold, and none without one', async () => {
    const dealer = { name: config.name, phone: config.phone, url: config.url };
    const priced = {
      ...car,
      price_label: 'Excl. Govt. Charges',
      drive_away: { text: '$85,633', label: 'Estimated drive-away, VIC' },
    };
    const lines = linesOn(await PDFDocument.load(await carPdf(priced, dealer)));
    const at = lines.findIndex((l) => l.text === `${car.price} Excl. Govt. Charges`);
    expect(lines[at + 1]).toEqual({ ...lines[at], text: '$85,633 Estimated drive-away, VIC' });
    expect(lines[at]).toMatchObject({ size: 16, bold: true });
    const plain = linesOn(await PDFDocument.load(await carPdf(car, dealer)));
    expect(plain.some((l) => l.text.includes('drive-away'))).toBe(false);
  });

  it('draws text Helvetica cannot (typographic quotes, dashes, emoji) as plain stand-ins instead of failing', async () => {
    const odd = {
      ...car,
      name: '2024 “Special” Edition – 🚗',
      dealercomments: 'It’s great — really',
    };
    const doc = await PDFDocument.load(
      await carPdf(odd, { name: 'Dealer’s', phone: '(02) 9635 1234', url: 'https://x.com.au' }),
    );
    expect(doc.getTitle()).toBe('2024 "Special" Edition - ');
    expect(doc.getAuthor()).toBe("Dealer's");
  });

  it("heads the page with the dealer's logo and draws the car's first photo", async () => {
    const logo = {
      bytes: new Uint8Array(
        await sharp({ create: { width: 660, height: 144, channels: 4, background: '#5b2a86' } })
          .png()
          .toBuffer(),
      ),
      type: 'png' as const,
    };
    const doc = await PDFDocument.load(
      await carPdf(
        car,
        { name: config.name, phone: config.phone, url: config.url },
        {
          logo,
          photo: await photo(),
        },
      ),
    );
    expect(picturesOn(doc).sort()).toEqual([
      [1200, 800],
      [660, 144],
    ]);
  });

  it('is still made, with the name for a heading, when a picture is missing or unreadable', async () => {
    const broken = { bytes: new Uint8Array([1, 2, 3]), type: 'png' as const };
    const doc = await PDFDocument.load(
      await carPdf(
        car,
        { name: config.name, phone: config.phone, url: config.url },
        {
          logo: broken,
          photo: null,
        },
      ),
    );
    expect(doc.getPageCount()).toBe(1);
    expect(picturesOn(doc)).toEqual([]);
  });
});

describe("the PDF's copy of the dealer's logo", () => {
  it('is the logo itself when it is a PNG or JPEG, else a PNG beside it', () => {
    expect(pdfLogoPath('/images/dealers/a.svg')).toBe('/images/dealers/a.pdf.png');
    expect(pdfLogoPath('/images/dealers/a.webp')).toBe('/images/dealers/a.pdf.png');
    expect(pdfLogoPath('/images/dealers/a.png')).toBe('/images/dealers/a.png');
    expect(pdfLogoPath('/logo.JPG')).toBe('/logo.JPG');
  });

  it('is written by the build as a PNG at three times the logo size, and not when there is no file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pdf-logo-'));
    try {
      const pub = join(root, 'public');
      const client = join(root, 'client');
      mkdirSync(join(pub, 'images'), { recursive: true });
      writeFileSync(
        join(pub, 'images', 'logo.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48"><rect width="220" height="48" fill="#123"/></svg>',
      );
      const logo = { src: '/images/logo.svg', width: 220, height: 48 };
      expect(await writePdfLogo(logo, pub, client)).toBe('/images/logo.pdf.png');
      const meta = await sharp(readFileSync(join(client, 'images', 'logo.pdf.png'))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 660, 144]);
      expect(await writePdfLogo({ ...logo, src: '/images/none.svg' }, pub, client)).toBeNull();
      expect(await writePdfLogo({ ...logo, src: '/images/logo.png' }, pub, client)).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

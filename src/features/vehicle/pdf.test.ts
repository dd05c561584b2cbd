import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { car as carFixture, dealerConfig } from '../../../tests/support/fixtures.ts';
import { carJson } from './car-json.ts';
import { carPdf } from './pdf.ts';

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
});

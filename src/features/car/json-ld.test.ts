import { describe, expect, it } from 'vitest';

import type { Car } from '~/catalogue/car.schema.ts';

import { carJsonLd, jsonLdScript } from './json-ld.ts';

const site = { url: 'https://www.valueauto.com.au', name: 'Value Auto Supermarket' };
const car = {
  id: 1,
  slug: '2019-mazda-3-g20-touring-1',
  year: 2019,
  make: 'Mazda',
  model: '3',
  badge: 'G20 Touring',
  car_type: 'used',
  status: 'in_stock',
  price: 23990,
  offer_price: null,
  km: 61230,
  colour: 'Soul Red Crystal',
  simple_transmission: 'Automatic',
  fuel: 'Unleaded Petrol',
  simple_fuel: 'Petrol',
  simple_body: 'hatch',
  vin: 'JM0BP2HM7K1234567',
  seats: 5,
  drive: 'FWD',
  images: ['/images/photos/hatch-red-1.jpg', '/images/photos/hatch-red-2.jpg'],
} as unknown as Car;

describe('vehicle JSON-LD (schema.org Car)', () => {
  it('describes the car with schema.org types and an AUD offer in stock', () => {
    const ld = carJsonLd(car, site);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2019 Mazda3 G20 Touring',
      brand: { '@type': 'Brand', name: 'Mazda' },
      model: 'Mazda3',
      vehicleModelDate: '2019',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 61230, unitCode: 'KMT' },
      vehicleIdentificationNumber: 'JM0BP2HM7K1234567',
      image: [
        'https://www.valueauto.com.au/images/photos/hatch-red-1.jpg',
        'https://www.valueauto.com.au/images/photos/hatch-red-2.jpg',
      ],
      offers: {
        '@type': 'Offer',
        price: 23990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        url: 'https://www.valueauto.com.au/cars/2019-mazda-3-g20-touring-1',
        seller: { '@type': 'AutoDealer', name: 'Value Auto Supermarket' },
      },
    });
  });

  it('marks sold, coming-soon and unpriced cars correctly', () => {
    expect(carJsonLd({ ...car, status: 'sold' }, site).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
    expect(carJsonLd({ ...car, status: 'coming_soon', car_type: 'new' }, site)).toMatchObject({
      itemCondition: 'https://schema.org/NewCondition',
      offers: { availability: 'https://schema.org/PreOrder' },
    });
    expect(carJsonLd({ ...car, price: 0 }, site).offers).not.toHaveProperty('price');
  });

  it('is safe to put inside a script element', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

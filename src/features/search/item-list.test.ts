import { describe, expect, it } from 'vitest';

import { itemListJsonLd } from './item-list.ts';
import type { SearchRecord } from './record.ts';

const record = (over: Partial<SearchRecord>) =>
  ({
    objectID: '1',
    id: 1,
    slug: 'car-1',
    year: 2023,
    status: 'in_stock',
    car_type: 'used',
    price: 64990,
    km: 21000,
    primary_image_url: null,
    ...over,
  }) as SearchRecord;

describe("a search landing's ItemList", () => {
  it('names each car as its own page does: the make as shown, never the model twice', () => {
    const list = itemListJsonLd(
      'Used cars',
      'https://dealer.example/search/used-cars',
      'https://dealer.example',
      [
        record({ make: 'Mercedes Benz', model: 'GLC', badge: 'GLC 300' }),
        record({ id: 2, slug: 'car-2', make: 'Mazda', model: '3', badge: 'G20 Pure' }),
      ],
    );
    // Read back as JSON, as a search engine reads it.
    const cars = JSON.parse(JSON.stringify(list.itemListElement)) as {
      item: { name: string; brand: { name: string }; model: string };
    }[];
    expect(cars.map((c) => c.item.name)).toEqual([
      '2023 Mercedes-Benz GLC 300',
      '2023 Mazda3 G20 Pure',
    ]);
    expect(cars.map((c) => c.item.brand.name)).toEqual(['Mercedes-Benz', 'Mazda']);
    expect(cars.map((c) => c.item.model)).toEqual(['GLC', 'Mazda3']);
  });
});

import { describe, expect, it } from 'vitest';

import type { Accessory } from '~/catalogue/model.schema.ts';

import { accessoriesPath, accessoryGroups, hasAccessoriesPage } from './accessories.ts';

const item = (id: string, model: string, category: Accessory['category'], price: number) => ({
  id,
  model,
  name: id,
  category,
  price,
  description: 'x',
  image: { url: `/images/accessories/${id}.jpg` },
});

const catalogue: Accessory[] = [
  item('TB', 'rav4', 'Towing & carrying', 1189),
  item('FM', 'rav4', 'Interior', 189),
  item('RR', 'rav4', 'Towing & carrying', 549),
  item('MF', 'rav4', 'Exterior', 139),
  item('FM2', 'camry', 'Interior', 179),
];

describe('model accessories (spec Screens /{model slug}/accessories, Entities accessories_count)', () => {
  it('lives at /{model slug}/accessories', () => {
    expect(accessoriesPath('rav4')).toBe('/rav4/accessories');
  });

  it('has a page only where accessories_count is above 0 and accessories exist', () => {
    expect(hasAccessoriesPage({ slug: 'rav4', accessories_count: 4 }, catalogue)).toBe(true);
    expect(hasAccessoriesPage({ slug: 'rav4', accessories_count: 0 }, catalogue)).toBe(false);
    expect(hasAccessoriesPage({ slug: 'kluger', accessories_count: 3 }, catalogue)).toBe(false);
  });

  it("groups a model's accessories by category in catalogue order, cheapest first", () => {
    expect(
      accessoryGroups('rav4', catalogue).map((g) => [g.category, g.items.map((i) => i.id)]),
    ).toEqual([
      ['Exterior', ['MF']],
      ['Interior', ['FM']],
      ['Towing & carrying', ['RR', 'TB']],
    ]);
    expect(accessoryGroups('hilux', catalogue)).toEqual([]);
  });
});

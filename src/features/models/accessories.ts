import {
  type Accessory,
  accessoryCategories,
  type AccessoryCategory,
} from '~/catalogue/model.schema.ts';

/** Where a model's accessories live (spec Screens): /{model slug}/accessories, whatever its page's URL. */
export const accessoriesPath = (modelSlug: string) => `/${modelSlug}/accessories`;

/**
 * Spec Screens, Entities: a model has an accessories page where its accessories_count is above 0 and the
 * catalogue holds its accessories.
 */
export function hasAccessoriesPage(
  model: { slug: string; accessories_count: number },
  accessories: readonly Accessory[],
): boolean {
  return model.accessories_count > 0 && accessories.some((a) => a.model === model.slug);
}

/** A model's accessories by category, in the catalogue's category order, cheapest first in each. */
export function accessoryGroups(
  modelSlug: string,
  accessories: readonly Accessory[],
): { category: AccessoryCategory; items: Accessory[] }[] {
  const mine = accessories.filter((a) => a.model === modelSlug);
  return accessoryCategories
    .map((category) => ({
      category,
      items: mine.filter((a) => a.category === category).sort((a, b) => a.price - b.price),
    }))
    .filter((g) => g.items.length > 0);
}

/** Spec Constants blog categories; adventures only where the dealer file turns it on (features.blogAdventures). */
export const BLOG_CATEGORIES = [
  { slug: 'vehicle-reviews', name: 'Vehicle Reviews' },
  { slug: 'buyer-advice', name: 'Buyer Advice' },
  { slug: 'motoring-tips', name: 'Motoring Tips' },
  { slug: 'servicing-insights', name: 'Servicing Insights' },
  { slug: 'adventures', name: 'Adventures' },
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const blogCategories = (adventures: boolean): readonly BlogCategory[] =>
  BLOG_CATEGORIES.filter((c) => adventures || c.slug !== 'adventures');

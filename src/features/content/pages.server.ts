import { type CollectionEntry, getCollection } from 'astro:content';
import config from 'virtual:dealer/config';

import { blogCategories } from './blog-categories.ts';
import { byOwner, pageRoute } from './content-files.ts';
import { fillPlaceholders, keepSoldBlocks, placeholderValues } from './placeholders.ts';

export interface ContentPage {
  name: string;
  route: string;
  data: CollectionEntry<'pages'>['data'];
  /** The Markdown as HTML, with the dealer's words filled in. */
  html: string;
  title: string;
  description: string;
}

const values = placeholderValues(config);
const fill = (entry: CollectionEntry<'pages'> | CollectionEntry<'blog'>) => ({
  html: fillPlaceholders(
    keepSoldBlocks(entry.rendered?.html ?? '', config.inventory.carTypes),
    values,
    true,
  ),
  title: fillPlaceholders(entry.data.title, values),
  description: fillPlaceholders(entry.data.description, values),
});

/** This dealer's content pages: the platform's defaults, replaced or added to by its own files. */
export async function contentPages(): Promise<ContentPage[]> {
  const entries = byOwner(await getCollection('pages'), config.slug);
  return entries.map(({ name, entry }) => ({
    name,
    route: pageRoute(name, entry.data.route),
    data: entry.data,
    ...fill(entry),
  }));
}

export interface BlogPost {
  name: string;
  href: string;
  category: { slug: string; name: string };
  data: CollectionEntry<'blog'>['data'];
  html: string;
  title: string;
  description: string;
}

/**
 * This dealer's blog posts, newest first: the categories it shows (adventures per
 * features.blogAdventures), and posts about other makes left out where the site is locked to one.
 */
export async function blogPosts(): Promise<BlogPost[]> {
  const categories = blogCategories(config.features.blogAdventures);
  const lock = config.brand.manufacturer?.name;
  return byOwner(await getCollection('blog'), config.slug)
    .flatMap(({ name, entry }) => {
      const category = categories.find((c) => c.slug === entry.data.category);
      const makes = entry.data.makes;
      if (!category || (lock && makes.length > 0 && !makes.includes(lock))) return [];
      return [
        {
          name,
          href: `/blog/${category.slug}/${name}`,
          category,
          data: entry.data,
          ...fill(entry),
        },
      ];
    })
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

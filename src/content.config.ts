// Content editors own these words (issue 15): Markdown with typed frontmatter, platform defaults in
// data/content/, a dealer's own or replacement files in data/sites/<slug>/. A bad file fails the
// build naming the file and the field (Astro validates every entry against these schemas).
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { defineCollection } from 'astro:content';

import { BLOG_CATEGORIES } from './features/content/blog-categories.ts';

/** data/content/pages/about-us.md → "content/about-us"; data/sites/x/pages/about-us.md → "x/about-us". */
const idFrom = ({ entry }: { entry: string }) =>
  entry
    .replace(/\.md$/, '')
    .replace(/^sites\//, '')
    .replace(/\/(pages|blog)\//, '/');

const path = z.string().regex(/^\/[a-z0-9/-]*$/, 'A site path such as /about-us');

const pages = defineCollection({
  loader: glob({
    base: './data',
    pattern: ['content/pages/*.md', 'sites/*/pages/*.md'],
    generateId: idFrom,
  }),
  schema: z.strictObject({
    title: z.string().min(1).max(80),
    description: z.string().min(1).max(200),
    /** Where the page lives; /pages/{file name} when absent. */
    route: path.optional(),
    section: z.enum(['company', 'legal', 'service', 'buying', 'content']).default('content'),
    /** 'April 2021': shown as 'Last updated'. */
    updated: z.string().optional(),
    /** A form under the text. */
    form: z.enum(['parts', 'service', 'unsubscribe']).optional(),
    /** complaints: the dealer file's complaints contact under the text. */
    contact: z.enum(['complaints']).optional(),
  }),
});

const blog = defineCollection({
  loader: glob({
    base: './data',
    pattern: ['content/blog/*.md', 'sites/*/blog/*.md'],
    generateId: idFrom,
  }),
  schema: z.strictObject({
    title: z.string().min(1).max(120),
    description: z.string().min(1).max(200),
    category: z.enum(BLOG_CATEGORIES.map((c) => c.slug) as [string, ...string[]]),
    /** The makes a post is about: on a site locked to one make it shows only if that make is among them (or none are named). */
    makes: z.array(z.string()).default([]),
    date: z.coerce.date(),
    author: z.string().default('Our team'),
    image: z.string().optional(),
  }),
});

export const collections = { pages, blog };

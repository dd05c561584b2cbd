// Content editors own these words: Markdown with typed frontmatter, platform defaults in
// data/content/, a dealer's own or replacement files in data/sites/<slug>/. The frontmatter
// schemas live in features/content/frontmatter.ts: the build checks every file with them before
// Astro starts (a bad file fails that dealer's build naming the file and the field), and Astro
// validates the entries with the same schemas.
import { glob } from 'astro/loaders';
import { defineCollection } from 'astro:content';

import { blogFrontmatter, pageFrontmatter } from '~/features/content/frontmatter.ts';

import { buildEnv } from '../scripts/lib/build-env.ts';

/** data/content/pages/about-us.md → "content/about-us"; data/sites/x/pages/about-us.md → "x/about-us". */
const idFrom = ({ entry }: { entry: string }) =>
  entry
    .replace(/\.md$/, '')
    .replace(/^sites\//, '')
    .replace(/\/(pages|blog)\//, '/');

// A dealer's build reads its own files only, so another dealer's file cannot fail it.
const { dealer: owner, dataDir: base } = buildEnv();

const pages = defineCollection({
  loader: glob({
    base,
    pattern: ['content/pages/*.md', `sites/${owner}/pages/*.md`],
    generateId: idFrom,
  }),
  schema: pageFrontmatter,
});

const blog = defineCollection({
  loader: glob({
    base,
    pattern: ['content/blog/*.md', `sites/${owner}/blog/*.md`],
    generateId: idFrom,
  }),
  schema: blogFrontmatter,
});

export const collections = { pages, blog };

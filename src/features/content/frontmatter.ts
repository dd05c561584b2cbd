/**
 * The frontmatter of content files: the schemas Astro's content collections validate
 * with (src/content.config.ts), and the same check run before a build starts, so that a bad file
 * fails that dealer's build with one line per problem: file, field and message.
 */
import { parse, YAMLParseError } from 'yaml';
import { z } from 'zod';

import { type FileProblem, problemsFromZod } from '~/config/errors.ts';

import { BLOG_CATEGORIES } from './blog-categories.ts';

const path = z.string().regex(/^\/[a-z0-9/-]*$/, 'A site path such as /about-us');

export const pageFrontmatter = z.strictObject({
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
});

export const blogFrontmatter = z.strictObject({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(200),
  category: z.enum(BLOG_CATEGORIES.map((c) => c.slug) as [string, ...string[]]),
  /** The makes a post is about: on a site locked to one make it shows only if that make is among them (or none are named). */
  makes: z.array(z.string()).default([]),
  date: z.coerce.date(),
  author: z.string().default('Our team'),
  image: z.string().optional(),
});

export type ContentKind = 'pages' | 'blog';

const schemas = { pages: pageFrontmatter, blog: blogFrontmatter };

/**
 * The problems of one content file's text: no frontmatter, YAML that does not parse (with its
 * line), or fields the schema refuses (with their path). Empty when the file is good.
 */
export function frontmatterProblems(file: string, text: string, kind: ContentKind): FileProblem[] {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(text);
  if (!match)
    return [
      { file, path: '(frontmatter)', message: 'Start the file with a --- frontmatter block ---' },
    ];
  let data: unknown;
  try {
    data = parse(match[1]!) ?? {};
  } catch (e) {
    if (!(e instanceof YAMLParseError)) throw e;
    // The frontmatter starts on the file's second line.
    const line = (e.linePos?.[0]?.line ?? 0) + 1;
    return [
      {
        file,
        path: '(frontmatter)',
        message: `Not valid YAML at line ${line}: ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
      },
    ];
  }
  const result = schemas[kind].safeParse(data);
  return result.success ? [] : problemsFromZod(file, result.error);
}

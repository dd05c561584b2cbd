import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { DATA_DIR } from '~/catalogue/paths.ts';
import { DataFileError } from '~/config/errors.ts';

import { type ContentKind, frontmatterProblems } from './frontmatter.ts';

/**
 * Checks the content files a dealer's build reads (the platform defaults in data/content/ and the
 * dealer's own in data/sites/<slug>/) and throws a DataFileError listing every problem.
 */
export function checkContentFiles(slug: string, dataDir = DATA_DIR): void {
  const problems = (['pages', 'blog'] as ContentKind[]).flatMap((kind) =>
    [join(dataDir, 'content', kind), join(dataDir, 'sites', slug, kind)].flatMap((dir) =>
      existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => f.endsWith('.md'))
            .sort()
            .flatMap((f) =>
              frontmatterProblems(
                relative(process.cwd(), join(dir, f)),
                readFileSync(join(dir, f), 'utf8'),
                kind,
              ),
            )
        : [],
    ),
  );
  if (problems.length) throw new DataFileError(problems);
}

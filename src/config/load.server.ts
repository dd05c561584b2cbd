import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

import { ConfigError, type FileProblem, formatPath, problemsFromZod } from './errors.ts';
import { isTemplate } from './schema/identity.ts';
import { contrastIssues, type DealerConfig, dealerConfigSchema } from './schema/index.ts';
import { layer, templateDefaults } from './templates.ts';

export type ParseResult =
  { ok: true; config: DealerConfig } | { ok: false; problems: FileProblem[] };

/** Parses a dealer file's text; `file` is the name used in messages. Template defaults go under the file. */
export function parseDealerConfig(text: string, file: string): ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      problems: [{ file, path: '(root)', message: `Not valid JSON: ${(e as Error).message}` }],
    };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      problems: [{ file, path: '(root)', message: 'A dealer file must hold one JSON object' }],
    };
  }
  const template = (raw as { template?: unknown }).template;
  const defaults = isTemplate(template) ? templateDefaults[template] : {};
  const layered = layer(defaults, raw);
  const result = dealerConfigSchema.safeParse(layered);
  if (!result.success) {
    // The whole-file checks (contrast) do not run when a field fails: run them here, so an editor sees every problem at once.
    const colours =
      (layered as { theme?: { colours?: Record<string, unknown> } }).theme?.colours ?? {};
    const problems = problemsFromZod(file, result.error);
    for (const issue of contrastIssues(colours)) {
      const path = formatPath(issue.path);
      if (!problems.some((p) => p.path === path))
        problems.push({ file, path, message: issue.message });
    }
    return { ok: false, problems };
  }
  const expected = basename(file, '.json');
  if (result.data.slug !== expected) {
    return {
      ok: false,
      problems: [
        {
          file,
          path: 'slug',
          message: `The slug "${result.data.slug}" must match the file name "${expected}"`,
        },
      ],
    };
  }
  return { ok: true, config: result.data };
}

/**
 * dealers/ of the project. A command or a build may read another folder (DEALERS_DIR, read by
 * astro.config.mjs and scripts/lib/build-env.ts: tests build from a scratch folder) and passes it in.
 */
export const DEALERS_DIR = join(process.cwd(), 'dealers');

export function dealerFile(slug: string, dir = DEALERS_DIR): string {
  return join(dir, `${slug}.json`);
}

/** Every dealer slug with a file in dealers/ (schema.json excluded). */
export function listDealerSlugs(dir = DEALERS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'schema.json')
    .map((f) => basename(f, '.json'))
    .sort();
}

/** Reads and parses dealers/<slug>.json: the one read the build, `npm run validate` and the loader share. */
export function readDealerFile(slug: string, dir = DEALERS_DIR): ParseResult {
  const path = dealerFile(slug, dir);
  const file = relative(process.cwd(), path) || path;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return {
      ok: false,
      problems: [
        {
          file,
          path: '(root)',
          message: `No dealer file: create ${file} (see README "Add a dealer")`,
        },
      ],
    };
  }
  return parseDealerConfig(text, file);
}

/** Loads one dealer or throws a ConfigError naming the file and every bad field. */
export function loadDealerConfig(slug: string, dir = DEALERS_DIR): DealerConfig {
  const result = readDealerFile(slug, dir);
  if (!result.ok) throw new ConfigError(result.problems);
  return result.config;
}

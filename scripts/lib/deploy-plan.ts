/**
 * Which tenants a change rebuilds (docs/deploy.md). One Netlify site builds one dealer; a commit
 * that touches only other dealers' files leaves it as it was, and one that touches shared code
 * rebuilds every dealer. The rules read only paths, so they run before anything is installed
 * (netlify.toml's `ignore`, on Node's own TypeScript): this module imports nothing.
 *
 * A path is one of three kinds:
 * - a dealer's own: its dealer file, its stock, its site data (locations, offers, reviews,
 *   promotions), its logo and its locations' photos: that dealer only;
 * - outside every build: docs, tests, CI, benchmarks, lint and editor settings, the project's
 *   Markdown: no dealer;
 * - anything else (code, the catalogue, the trade-in market, shared content and images, packages,
 *   the build's own settings): every dealer.
 * A path the rules do not know is shared, so a new kind of file can only cause an extra build,
 * never a missed one.
 */

/** Paths that never reach a build's output. */
const OUTSIDE: readonly RegExp[] = [
  /^docs\//,
  // The dealer files' JSON Schema, for editors (made from src/config/schema, which is shared).
  /^dealers\/schema\.json$/,
  /^tests\//,
  /^\.ci\//,
  /^\.github\//,
  /^scripts\/bench\//,
  /^scripts\/lint\//,
  // The sample generator reaches a build only through the files it writes, which are diffed too.
  /^scripts\/generate-data\//,
  // The sample-photo renderer: its pictures are diffed as public/images files.
  /^tools\/sample-photos\//,
  // Commands a person runs, not the build.
  /^scripts\/(leads|reservations|shots|schema|deploy-plan|lock-platforms)\.ts$/,
  /^scripts\/lib\/deploy-plan\.ts$/,
  /\.test\.ts$/,
  /^[^/]+\.md$/,
  /^(eslint\.config\.js|knip\.jsonc|playwright\.config\.ts|vitest\.config\.ts|drizzle\.config\.ts)$/,
  /^\.(prettierrc|prettierignore|editorconfig|gitignore|gitattributes|dependency-cruiser\.cjs)$/,
];

/** A dealer's own paths: the slug they name, or null. */
const OWN: readonly ((path: string, slugs: readonly string[]) => string | null)[] = [
  (p) => /^dealers\/([^/]+)\.json$/.exec(p)?.[1] ?? null,
  (p) => /^data\/stock\/([^/]+)\.json$/.exec(p)?.[1] ?? null,
  (p) => /^data\/sites\/([^/]+)\//.exec(p)?.[1] ?? null,
  (p) => /^public\/images\/dealers\/([^/]+)\.(svg|png|jpg|webp)$/.exec(p)?.[1] ?? null,
  // A location's photo is named {slug}-{location}: the longest slug it starts with.
  (p, slugs) => {
    const name = /^public\/images\/locations\/([^/]+)$/.exec(p)?.[1];
    if (!name) return null;
    return (
      [...slugs].sort((a, b) => b.length - a.length).find((s) => name.startsWith(`${s}-`)) ?? null
    );
  },
];

export type PathKind = { kind: 'outside' } | { kind: 'dealer'; slug: string } | { kind: 'shared' };

/** What one changed path is (the slugs are every dealer file's, before and after the change). */
export function classify(path: string, slugs: readonly string[]): PathKind {
  if (OUTSIDE.some((r) => r.test(path))) return { kind: 'outside' };
  for (const own of OWN) {
    const slug = own(path, slugs);
    if (slug) return { kind: 'dealer', slug };
  }
  return { kind: 'shared' };
}

export interface TenantPlan {
  slug: string;
  build: boolean;
  /** The changed paths that rebuild it (the first few), or why it is skipped. */
  because: string[];
}

export interface DeployPlan {
  tenants: TenantPlan[];
  /** Changed paths outside every build. */
  outside: string[];
}

/**
 * The plan for a change: `changed` holds every path added, changed or deleted; `slugs` every
 * tenant that exists after the change (a deleted dealer's site is taken down, not built).
 */
export function deployPlan(changed: readonly string[], slugs: readonly string[]): DeployPlan {
  const shared: string[] = [];
  const own = new Map<string, string[]>();
  const outside: string[] = [];
  for (const path of changed) {
    const k = classify(path, slugs);
    if (k.kind === 'outside') outside.push(path);
    else if (k.kind === 'shared') shared.push(path);
    else own.set(k.slug, [...(own.get(k.slug) ?? []), path]);
  }
  const few = (paths: string[]) =>
    paths.length > 3 ? [...paths.slice(0, 3), `and ${paths.length - 3} more`] : paths;
  return {
    tenants: [...slugs].sort().map((slug) => {
      const mine = own.get(slug) ?? [];
      if (shared.length) return { slug, build: true, because: few([...shared, ...mine]) };
      if (mine.length) return { slug, build: true, because: few(mine) };
      return {
        slug,
        build: false,
        because: [
          changed.length
            ? 'only other dealers’ files or files outside the build'
            : 'nothing changed',
        ],
      };
    }),
    outside,
  };
}

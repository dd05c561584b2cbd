/**
 * `npm run lint:deps`: the layer rules of `.dependency-cruiser.mjs`, checked by dependency-cruiser
 * over `src/`.
 *
 * dependency-cruiser reads TypeScript but not `.astro` files, so each component is first handed to
 * Astro's own compiler, and what it finds is laid beside a copy of `src/` as TypeScript the
 * checker can read: `X.astro.ts` holds the component's frontmatter (what runs at build or on the
 * server) and `X.astro.script.ts` its `<script>` tags (bundled for the browser). An import of
 * `./X.astro` resolves to `X.astro.ts`, so the graph is the real one; the report names the
 * `.astro` file. Exit status 1 when a rule is broken.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

import { parse } from '@astrojs/compiler-rs';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';

import {
  deepestFeatureChain,
  folderCycles,
  folderEdges,
  MAX_FEATURE_FLOORS,
  mutualPairs,
} from './folder-graph.ts';

const root = process.cwd();
// Outside the project, so packages stay leaves: the rules are about src/ and nothing else.
const mirror = mkdtempSync(join(tmpdir(), 'dependency-graph-'));

interface Range {
  start: number;
  end: number;
}
interface AstNode {
  type?: string;
  program?: Range;
  [key: string]: unknown;
}

/** The code ranges of a component: its frontmatter, and each `<script>` tag's module. */
function astroParts(source: string): { frontmatter: string; scripts: string[] } {
  const { ast } = parse(source) as unknown as { ast: AstNode & { frontmatter?: AstNode } };
  const slice = (r?: Range) => (r ? source.slice(r.start, r.end) : '');
  const scripts: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as AstNode;
    if (n.type === 'AstroScript') scripts.push(slice(n.program));
    for (const value of Object.values(n)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') walk(value);
    }
  };
  walk(ast.frontmatter ? { ...ast, frontmatter: undefined } : ast);
  return { frontmatter: slice(ast.frontmatter?.program), scripts };
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** A copy of src/ that dependency-cruiser can read whole. */
function writeMirror(): void {
  for (const file of files(join(root, 'src'))) {
    const to = join(mirror, relative(root, file));
    mkdirSync(dirname(to), { recursive: true });
    if (file.endsWith('.astro')) {
      const { frontmatter, scripts } = astroParts(readFileSync(file, 'utf8'));
      writeFileSync(`${to}.ts`, `${frontmatter}\nexport {};\n`);
      if (scripts.length) writeFileSync(`${to}.script.ts`, `${scripts.join('\n')}\nexport {};\n`);
    } else if (/\.(ts|tsx|mts)$/.test(file)) cpSync(file, to);
  }
  const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  writeFileSync(
    join(mirror, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: tsconfig.compilerOptions }),
  );
}

/** `src/x/Y.astro.ts` → `src/x/Y.astro` (frontmatter), `Y.astro.script.ts` → `Y.astro <script>`. */
const named = (path: string) =>
  path.replace(/\.astro\.script\.ts$/, '.astro <script>').replace(/\.astro\.ts$/, '.astro');

const { default: config, FEATURE_PARTS } = (await import(
  join(root, '.dependency-cruiser.mjs')
)) as {
  default: IConfiguration;
  FEATURE_PARTS: string[];
};

async function main(): Promise<number> {
  writeMirror();
  process.chdir(mirror);
  const result = await cruise(
    ['src'],
    {
      ...config.options,
      ruleSet: { forbidden: config.forbidden ?? [] },
      tsConfig: { fileName: 'tsconfig.json' },
      validate: true,
    },
    undefined,
    { tsConfig: JSON.parse(readFileSync('tsconfig.json', 'utf8')) },
  );
  process.chdir(root);
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text');
  const violations: IViolation[] = result.output.summary.violations.filter(
    (v) => v.rule.severity === 'error',
  );
  // An import that leaves its folder says where it goes (~/features/…) rather than climbing
  // ../../ (ESLint says the same of .ts files; this covers the components too).
  for (const m of result.output.modules)
    for (const d of m.dependencies)
      if (
        m.source.startsWith('src/') &&
        /^(\.\.\/){2,}/.test(d.module) &&
        !/\.test\.tsx?$/.test(m.source)
      )
        violations.push({
          rule: { name: 'no-climbing', severity: 'error' },
          from: m.source,
          to: `${d.module} (write ~/${d.resolved.replace(/^src\//, '')})`,
        });
  const edges = folderEdges(result.output.modules, FEATURE_PARTS);
  for (const group of folderCycles(edges))
    violations.push({
      rule: { name: 'no-folder-cycle', severity: 'error' },
      from: group[0]!,
      to: `${group.slice(1).join(', ')} (these folders import each other in a circle: move the shared piece down)`,
    });
  const deepest = deepestFeatureChain(edges);
  if (deepest.length > MAX_FEATURE_FLOORS)
    violations.push({
      rule: { name: 'features-at-most-5-floors', severity: 'error' },
      from: `src/features/${deepest[0]}`,
      to: `${deepest.slice(1).join(' → ')} (${deepest.length} floors; at most ${MAX_FEATURE_FLOORS})`,
    });
  const { totalCruised, totalDependenciesCruised } = result.output.summary;
  const pairs = mutualPairs(edges);
  for (const [a, b] of pairs) console.log(`folders importing each other: ${a} ↔ ${b}`);
  for (const v of violations) {
    const cycle = v.cycle?.map((c) => named(c.name)).join(' → ');
    console.log(
      `${v.rule.name}: ${named(v.from)} → ${named(v.to)}${cycle ? `\n    cycle: ${cycle}` : ''}`,
    );
  }
  console.log(
    `dependencies: ${totalCruised} modules, ${totalDependenciesCruised} imports, ${pairs.length} folder pairs importing each other, features ${deepest.length} floors deep (${deepest.join(' → ')}), ${violations.length} broken rules`,
  );
  return violations.length || pairs.length ? 1 : 0;
}

try {
  process.exitCode = await main();
} finally {
  rmSync(mirror, { recursive: true, force: true });
}

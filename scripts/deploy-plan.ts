/**
 * npm run deploy:plan -- <base> <head> [--json]
 *   Which tenants the change from commit <base> to <head> rebuilds, and why (docs/deploy.md).
 *   --json prints {"build":[slugs],"skip":[slugs]} for a CI matrix.
 * node scripts/deploy-plan.ts --ignore <slug> <base> <head>
 *   netlify.toml's `ignore`: exits 0 (Netlify cancels the build) when the change leaves <slug>
 *   as it was, 1 (build) otherwise, and 1 whenever it cannot tell: no earlier build (Netlify gives
 *   the same commit twice), an unknown commit, no dealer named.
 *
 * Runs on Node's own TypeScript before anything is installed: node builtins and
 * ./lib/deploy-plan.ts only.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

import { deployPlan } from './lib/deploy-plan.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { json: { type: 'boolean', default: false }, ignore: { type: 'string' } },
});
const [base, head] = positionals;

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Every path added, changed or deleted between the commits (renames as both of their paths). */
const changedPaths = (from: string, to: string) =>
  git('diff', '--name-only', '--no-renames', '-z', from, to).split('\0').filter(Boolean);

/** The tenants at a commit: its dealer files (not the files' schema). */
const slugsAt = (ref: string) =>
  git('ls-tree', '--name-only', `${ref}:dealers`)
    .split('\n')
    .filter((f) => f.endsWith('.json') && f !== 'schema.json')
    .map((f) => f.slice(0, -'.json'.length));

if (values.ignore !== undefined) {
  const slug = values.ignore;
  const build = (why: string) => {
    console.log(`Building ${slug || 'this site'}: ${why}.`);
    process.exit(1);
  };
  if (!slug) build('no dealer named (set DEALER in the site’s environment)');
  if (!base || !head || base === head) build('no earlier build to compare with');
  let plan;
  try {
    plan = deployPlan(changedPaths(base!, head!), slugsAt(head!));
  } catch {
    build(`cannot compare ${base} with ${head}`);
  }
  const mine = plan!.tenants.find((t) => t.slug === slug);
  if (!mine) build(`${slug} is not a dealer file at ${head}`);
  if (mine!.build) build(mine!.because.join(', '));
  console.log(`Skipping ${slug}: ${mine!.because.join(', ')} (${base}..${head}).`);
  process.exit(0);
}

if (!base || !head) {
  console.error('Usage: npm run deploy:plan -- <base> <head> [--json]');
  process.exit(2);
}
let plan;
try {
  plan = deployPlan(changedPaths(base, head), slugsAt(head));
} catch (e) {
  console.error(`Cannot compare ${base} with ${head}: ${(e as Error).message.split('\n')[0]}`);
  process.exit(2);
}
if (values.json) {
  console.log(
    JSON.stringify({
      build: plan.tenants.filter((t) => t.build).map((t) => t.slug),
      skip: plan.tenants.filter((t) => !t.build).map((t) => t.slug),
    }),
  );
} else {
  for (const t of plan.tenants)
    console.log(`${t.build ? 'build' : 'skip '}  ${t.slug}  (${t.because.join(', ')})`);
  if (plan.outside.length)
    console.log(`Outside every build: ${plan.outside.length} path(s), e.g. ${plan.outside[0]}`);
}

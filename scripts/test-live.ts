/**
 * `npm run test:live`: runs the live tests whose variables are set (each names its own in its
 * `liveEnv(…)` call), or, when none is ready, says what each one needs.
 */
import { spawnSync } from 'node:child_process';

import { liveTests, readyLiveTests } from '../tests/live/live-env.ts';

const all = liveTests(process.cwd());
const ready = readyLiveTests(all, process.env);
if (!ready.length) {
  console.error('No live test has its variables set (see the README, "Configure real services"):');
  for (const t of all) console.error(`  ${t.file}: ${t.needs.join(', ')}`);
  process.exit(1);
}
for (const t of all)
  if (!ready.includes(t)) console.log(`Left out ${t.file}: set ${t.needs.join(', ')} to run it.`);
const run = spawnSync('npx', ['vitest', 'run', ...ready.map((t) => t.file)], { stdio: 'inherit' });
process.exit(run.status ?? 1);

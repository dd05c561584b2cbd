/**
 * npm run netlify -- <command> [options]
 * The Netlify CLI at the version the project checks (tools/netlify-cli/), on the project's Node:
 * e.g. `DEALER=riverbend-toyota npm run netlify -- dev`, `npm run netlify -- deploy`. Installed
 * into tools/netlify-cli/ the first time. docs/deploy.md.
 */
import { spawnSync } from 'node:child_process';

import { netlifyCli } from './lib/netlify-cli.ts';

const cli = netlifyCli();
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);

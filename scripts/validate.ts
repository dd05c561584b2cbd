/**
 * Checks every dealer file (or those named) and prints one line per problem:
 *   dealers/<slug>.json: <JSON path>: <message>
 * Exit status 1 when any file has a problem.
 */
import { readFileSync } from 'node:fs';
import { describeProblem } from '../src/config/errors.ts';
import { relative } from 'node:path';
import { dealerFile, listDealerSlugs, parseDealerConfig } from '../src/config/load.ts';

const slugs = process.argv.slice(2).filter((a) => !a.startsWith('-'));
let bad = 0;
for (const slug of slugs.length ? slugs : listDealerSlugs()) {
  const file = relative(process.cwd(), dealerFile(slug));
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    console.error(`${file}: (root): No such dealer file`);
    bad++;
    continue;
  }
  const result = parseDealerConfig(text, file);
  if (result.ok) {
    console.log(`✓ ${file}`);
  } else {
    bad++;
    for (const p of result.problems) console.error(describeProblem(p));
  }
}
if (bad) {
  console.error(`\n${bad} dealer file${bad === 1 ? '' : 's'} invalid.`);
  process.exitCode = 1;
}

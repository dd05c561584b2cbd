/**
 * npm run validate [-- <slug> …]: checks what a build checks, without building. For each dealer:
 * its dealer file (every problem at once), then its data (data/stock/<slug>.json and
 * data/sites/<slug>/, plus the shared catalogue and the content files of data/content/). One line per problem:
 *   dealers/<slug>.json: <JSON path>: <message>          (error: the build would fail)
 *   warning: data/stock/<slug>.json: id …: <message>      (a stock record the build leaves out)
 * Exit status 1 when any error is found; warnings alone pass.
 */
import { relative } from 'node:path';

import { loadSite } from '../src/catalogue/load.server.ts';
import { DataFileError, describeProblem } from '../src/config/errors.ts';
import { dealerFile, listDealerSlugs, readDealerFile } from '../src/config/load.server.ts';
import { checkContentFiles } from '../src/features/content/content-check.server.ts';
import { embeddedSearchAdvice } from '../src/features/search/capacity.ts';
import { buildEnv } from './lib/build-env.ts';

const { dealersDir, dataDir, at } = buildEnv();
const slugs = process.argv.slice(2).filter((a) => !a.startsWith('-'));
let bad = 0;
let warnings = 0;
for (const slug of slugs.length ? slugs : listDealerSlugs(dealersDir)) {
  const file = relative(process.cwd(), dealerFile(slug, dealersDir));
  const result = readDealerFile(slug, dealersDir);
  if (!result.ok) {
    bad++;
    for (const p of result.problems) console.error(describeProblem(p));
    continue;
  }
  try {
    checkContentFiles(slug, dataDir);
    const data = loadSite(result.config, { dataDir, at });
    for (const p of data.stockProblems)
      console.warn(`warning: stock record left out: ${describeProblem(p)}`);
    warnings += data.stockProblems.length;
    const advice = embeddedSearchAdvice(result.config, data.listed.length);
    if (advice) {
      console.warn(`warning: ${file}: ${advice}`);
      warnings++;
    }
    console.log(
      `✓ ${file} and its data (${data.cars.length} cars${data.stockProblems.length ? `, ${data.stockProblems.length} left out` : ''})`,
    );
  } catch (e) {
    if (!(e instanceof DataFileError)) throw e;
    bad++;
    for (const p of e.problems) console.error(describeProblem(p));
  }
}
if (warnings) console.warn(`\n${warnings} warning${warnings === 1 ? '' : 's'}.`);
if (bad) {
  console.error(`\n${bad} dealer${bad === 1 ? '' : 's'} invalid.`);
  process.exitCode = 1;
}

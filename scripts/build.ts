/**
 * Builds every dealer in dealers/ into dist/<slug>/, a few at a time, printing per dealer its
 * pages and time.   npm run build            every dealer
 *                   npm run build -- --dealer <slug>   one dealer
 *                   npm run build -- --force   render every page (else pages unchanged since the
 *                                              last build are copied from its cache)
 * A dealer whose file (or data) is invalid fails with the file and field named; the others
 * still build; the exit status is then non-zero.
 */
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';

import { loadSite } from '../src/catalogue/load.server.ts';
import { DataFileError, describeProblem, type FileProblem } from '../src/config/errors.ts';
import { dealerFile, listDealerSlugs, readDealerFile } from '../src/config/load.server.ts';
import { checkContentFiles } from '../src/features/content/content-check.server.ts';
import { embeddedSearchAdvice } from '../src/features/search/capacity.ts';
import { failureReason } from './lib/astro-log.ts';
import { buildDealer, type DealerBuild } from './lib/build-dealer.ts';
import { buildEnv, buildOutput, dealerChoiceProblem } from './lib/build-env.ts';

const { values } = parseArgs({
  options: {
    dealer: { type: 'string', multiple: true },
    jobs: { type: 'string' },
    force: { type: 'boolean' },
  },
});
const { dealersDir, dataDir, at } = buildEnv();
const dealers = listDealerSlugs(dealersDir);
// On Netlify the build is one dealer, DEALER (netlify.toml): a missing or unknown one stops here.
const choice = dealerChoiceProblem(values.dealer ?? [], dealers, Boolean(process.env.NETLIFY));
if (choice) {
  console.error(`✗ ${choice}`);
  process.exit(1);
}
const slugs = values.dealer?.length ? values.dealer : dealers;
const jobs = Math.max(1, Number(values.jobs) || Math.min(2, availableParallelism()));

const results: DealerBuild[] = [];
const queue = [...slugs];

/** A dealer not built because its files are bad: each problem on a line of its own. */
function refuse(slug: string, what: string, problems: FileProblem[]) {
  console.error(
    `✗ ${slug}: ${what}\n${problems.map((p) => `    ${describeProblem(p)}`).join('\n')}`,
  );
  results.push({ slug, ok: false, pages: 0, ms: 0, output: '' });
}

async function worker() {
  for (let slug = queue.shift(); slug; slug = queue.shift()) {
    // Check the dealer file first: a bad file is reported in one line per field, without starting Astro.
    const parsed = readDealerFile(slug, dealersDir);
    if (!parsed.ok) {
      refuse(slug, 'invalid dealer file', parsed.problems);
      continue;
    }
    // Then its data: an invalid catalogue or content file fails this dealer; bad stock records are listed and left out.
    let warnings: string[];
    try {
      checkContentFiles(slug, dataDir);
      const site = loadSite(parsed.config, { dataDir, at });
      warnings = site.stockProblems.map((p) => `stock record left out: ${describeProblem(p)}`);
      const advice = embeddedSearchAdvice(parsed.config, site.listed.length);
      if (advice)
        warnings.push(`${relative(process.cwd(), dealerFile(slug, dealersDir))}: ${advice}`);
    } catch (e) {
      if (!(e instanceof DataFileError)) throw e;
      refuse(slug, 'invalid data', e.problems);
      continue;
    }
    const result = await buildDealer(slug, process.env, { force: values.force === true });
    results.push(result);
    if (result.ok) {
      console.log(
        `✓ ${slug}: ${result.pages} pages (files: ${result.rendered} rendered, ${result.kept} from the cache) in ${(result.ms / 1000).toFixed(1)} s → ${buildOutput(slug).outDir}/`,
      );
      for (const w of warnings) console.warn(`    ${w}`);
    } else {
      const reason = failureReason(result.output);
      console.error(
        `✗ ${slug}: build failed after ${(result.ms / 1000).toFixed(1)} s\n    ${reason || result.output.slice(-2000)}`,
      );
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: Math.min(jobs, slugs.length) }, worker));
const failed = results.filter((r) => !r.ok);
console.log(
  `\n${results.length - failed.length} of ${results.length} dealers built in ${((performance.now() - started) / 1000).toFixed(1)} s (${Math.min(jobs, slugs.length)} at a time).`,
);
if (failed.length) {
  console.error(`Failed: ${failed.map((r) => r.slug).join(', ')}`);
  process.exitCode = 1;
}

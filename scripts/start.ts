/**
 * npm start: builds the demo dealer (or DEALER=<slug>) and serves its pages and /api/* endpoints
 * at http://localhost:4321 (PORT and HOST override; TRUSTED_PROXIES behind a reverse proxy). Nothing else needs installing or running.
 * A build whose inputs (dealer file, data, source, public files, lock file) are unchanged is
 * reused and says so; `npm start -- --rebuild` builds anyway, `--no-build` never builds.
 */
import type { AddressInfo } from 'node:net';

import { buildDealer } from './lib/build-dealer.ts';
import { buildEnv } from './lib/build-env.ts';
import { buildInputsHash, buildIsCurrent } from './lib/build-hash.ts';
import { serveDealer } from './lib/serve.ts';
import { parseTrustedProxies } from './lib/visitor-address.ts';

const slug = buildEnv().dealer;
const port = process.env.PORT ? Number(process.env.PORT) : 4321;
const host = process.env.HOST || 'localhost';
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);

const inputs = process.argv.includes('--no-build') ? null : buildInputsHash(slug);
if (inputs && !process.argv.includes('--rebuild') && buildIsCurrent(slug, inputs)) {
  console.log(
    `Reusing the build in dist/${slug}/: its dealer file, data and source are unchanged since it was built (npm start -- --rebuild builds anyway).`,
  );
} else if (inputs) {
  console.log(`Building ${slug}…`);
  // Photo copies are made as pages ask for them (scripts/lib/serve.ts), not all before the first
  // page: the build copies those already in the photo cache and leaves the rest.
  const result = await buildDealer(slug, { ...process.env, PHOTO_COPIES: 'on-request' });
  if (!result.ok) {
    console.error(result.output);
    console.error(`Build of ${slug} failed.`);
    process.exit(1);
  }
  console.log(`Built ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s.`);
}
const server = await serveDealer(slug, port, host, undefined, trustedProxies);
// PORT=0 picks a free port (the tests do): say the one the server got.
const { port: actual } = server.address() as AddressInfo;
console.log(`${slug} is running at http://${host}:${actual}/  (Ctrl+C to stop)`);

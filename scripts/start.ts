/**
 * npm start: builds the demo dealer (or DEALER=<slug>) and serves its pages and /api/* endpoints
 * at http://localhost:4321 (PORT and HOST override). Nothing else needs installing or running.
 */
import { DEMO_DEALER } from '../src/config/demo.ts';
import { buildDealer } from './lib/build-dealer.ts';
import { serveDealer } from './lib/serve.ts';

const slug = process.env.DEALER || DEMO_DEALER;
const port = Number(process.env.PORT) || 4321;
const host = process.env.HOST || 'localhost';

if (!process.argv.includes('--no-build')) {
  console.log(`Building ${slug}…`);
  const result = await buildDealer(slug);
  if (!result.ok) {
    console.error(result.output);
    console.error(`Build of ${slug} failed.`);
    process.exit(1);
  }
  console.log(`Built ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s.`);
}
await serveDealer(slug, port, host);
console.log(`${slug} is running at http://${host}:${port}/  (Ctrl+C to stop)`);

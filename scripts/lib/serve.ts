import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';

import compression from 'compression';

import { readDealerFile } from '~/config/load.server.ts';
import { GONE_PAGE, parseGone, parseRedirects } from '~/features/locations/redirects.ts';
import { refusedRequest } from '~/server/request-guard.ts';
import { immutableAssets, parseHeadersFile } from '~/server/security-headers.ts';

import { buildEnv } from './build-env.ts';
import { photoOnRequest } from './photo-on-request.ts';
import { visitorAddress } from './visitor-address.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** How often the local server runs the scheduled jobs (Netlify's scheduled function: every minute). */
const JOBS_EVERY_MS = 60_000;

/**
 * Serves a built dealer (dist/<slug>/, or DIST_DIR): its static pages and its /api/* endpoints, through the
 * Node adapter's handler, with the headers its Netlify `_headers` file sets (this dealer's CSP)
 * and the 301s of its `_redirects` file,
 * and compressed as Netlify compresses (gzip or brotli for HTML, JS, CSS, JSON, SVG), so local
 * measurements match production. Requests the platform cannot answer (a malformed Host, a method
 * no page takes) are refused here, before the adapter turns them into a 500. Every minute it runs
 * the scheduled jobs (POST /api/jobs) as Netlify's scheduled function does in production.
 * Behind a reverse proxy, `trustedProxies` (TRUSTED_PROXIES) are the addresses whose
 * X-Forwarded-For names the visitor, so per-client limits count visitors, not the proxy.
 */
export async function serveDealer(
  slug: string,
  port: number,
  host = 'localhost',
  distDir = process.env.DIST_DIR || join('dist', slug),
  trustedProxies: ReadonlySet<string> = new Set(),
): Promise<Server> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  // The scheduled jobs' bearer secret: this process's own unless the environment gives one.
  const jobsSecret = (process.env.JOBS_SECRET ||= randomBytes(32).toString('hex'));
  // React, which the server build imports from node_modules, picks its development build unless
  // NODE_ENV says production: heavier to load and slower to render (the Netlify function does the same).
  process.env.NODE_ENV ||= 'production';
  const entry = pathToFileURL(resolve(distDir, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: Handler };
  const headersFile = parseHeadersFile(readFileSync(join(distDir, 'client', '_headers'), 'utf8'));
  const headers = headersFile.get('/*') ?? {};
  const assetPrefix = immutableAssets.path.replace('*', '');
  // compression picks brotli or gzip from Accept-Encoding, and only for compressible types.
  const middleware = compression({ threshold: 0 });
  // It is typed for Express, and uses only what Node's own request and response have.
  type Express = Parameters<typeof middleware>;
  const compress = (req: IncomingMessage, res: ServerResponse, next: () => void) =>
    middleware(req as Express[0], res as Express[1], next);
  // The same 301s Netlify reads from the published folder's _redirects (location routes).
  const redirectsPath = join(distDir, 'client', '_redirects');
  const redirectsText = existsSync(redirectsPath) ? readFileSync(redirectsPath, 'utf8') : '';
  const redirects = parseRedirects(redirectsText);
  // Sold cars past their light page answer 410 Gone with the gone page, as on Netlify.
  const gone = parseGone(redirectsText);
  const gonePage = join(distDir, 'client', GONE_PAGE);
  // A sized photo copy the build left to be made when asked for (npm start: PHOTO_COPIES).
  const dealer = readDealerFile(slug, buildEnv().dealersDir);
  const photoCopy = photoOnRequest({
    clientDir: join(distDir, 'client'),
    widths: dealer.ok ? dealer.config.images.widths : [],
  });
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const refused = refusedRequest(req.method ?? '', req.headers.host);
    if (refused) {
      res.writeHead(refused.status, { 'Content-Type': 'text/plain', ...refused.headers });
      res.end(refused.message);
      return;
    }
    if (trustedProxies.size) forwardedVisitor(req, trustedProxies);
    const url = new URL(req.url ?? '/', 'http://local');
    const target = redirects.get(url.pathname.replace(/(.)\/$/, '$1'));
    if (target) {
      res.writeHead(301, { Location: target + url.search }).end();
      return;
    }
    if (gone.has(url.pathname.replace(/(.)\/$/, '$1')) && existsSync(gonePage)) {
      res.statusCode = 410;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      compress(req, res, () => res.end(readFileSync(gonePage)));
      return;
    }
    if (req.url?.startsWith(assetPrefix))
      res.setHeader('Cache-Control', immutableAssets.cacheControl);
    const serve = () => compress(req, res, () => handler(req, res));
    if (url.pathname.startsWith('/_img/'))
      photoCopy(url.pathname).then(serve, (e: Error) => {
        console.error(`[photos] ${url.pathname} not made: ${e.message}`);
        serve();
      });
    else serve();
  });
  // CONNECT (a proxy tunnel) reaches Node's 'connect' event, not the handler: refused the same way.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    const refused = refusedRequest(req.method ?? 'CONNECT', undefined)!;
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${refused.headers.Allow}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(port, host, ok));
  const { port: actual } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
  // Open the leads database (and run its migrations) now, not on the first visitor's request. A
  // 500 here is the site's configuration (an environment variable the dealer file needs, named in
  // the error above): the server stops. A 503 is storage that may come back: it keeps serving.
  const health = await fetch(`${origin}/api/health`).catch((e: Error) => e);
  if (!(health instanceof Error) && health.status === 500) {
    server.close();
    throw new Error(
      `The site's configuration is invalid (see the error above): ${await health.text()}`,
    );
  }
  if (health instanceof Error || !health.ok)
    console.error(
      `Storage did not start: ${health instanceof Error ? health.message : `HTTP ${health.status}`}`,
    );
  const jobs = setInterval(() => {
    fetch(`${origin}/api/jobs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${jobsSecret}`, 'Content-Type': 'application/json' },
      body: '{}',
    }).catch((e: Error) => console.error(`[jobs] the local run did not start (${e.name})`));
  }, JOBS_EVERY_MS);
  jobs.unref();
  server.on('close', () => clearInterval(jobs));
  return server;
}

/**
 * The adapter reads the client's address from the connection (`clientAddress`), so a request that
 * a trusted proxy forwards gets its visitor's address there, for this request: a kept-alive
 * connection's next request starts again from the connection's own.
 */
function forwardedVisitor(req: IncomingMessage, trusted: ReadonlySet<string>) {
  const { socket } = req;
  delete (socket as { remoteAddress?: string }).remoteAddress;
  const visitor = visitorAddress(socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
  if (visitor !== socket.remoteAddress)
    Object.defineProperty(socket, 'remoteAddress', { value: visitor, configurable: true });
}

import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import compression from 'compression';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { parseRedirects } from '~/features/locations/redirects.ts';
import { imageOrigins, immutableAssets, securityHeaders } from '~/server/security-headers.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Serves a built dealer (dist/<slug>/, or DIST_DIR): its static pages and its /api/* endpoints, through the
 * Node adapter's handler, with the headers its Netlify `_headers` file sets (this dealer's CSP)
 * and the 301s of its `_redirects` file,
 * and compressed as Netlify compresses (gzip or brotli for HTML, JS, CSS, JSON, SVG), so local
 * measurements match production.
 */
export async function serveDealer(
  slug: string,
  port: number,
  host = 'localhost',
  distDir = process.env.DIST_DIR || join('dist', slug),
): Promise<Server> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = pathToFileURL(resolve(distDir, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: Handler };
  const config = loadDealerConfig(slug);
  const headers = securityHeaders(config, imageOrigins(config, loadSite(config)));
  const assetPrefix = immutableAssets.path.replace('*', '');
  // compression picks brotli or gzip from Accept-Encoding, and only for compressible types.
  const compress = compression({ threshold: 0 });
  // The same 301s Netlify reads from the published folder's _redirects (location routes).
  const redirectsPath = join(distDir, 'client', '_redirects');
  const redirects = existsSync(redirectsPath)
    ? parseRedirects(readFileSync(redirectsPath, 'utf8'))
    : new Map<string, string>();
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://local');
    const target = redirects.get(url.pathname.replace(/(.)\/$/, '$1'));
    if (target) {
      res.writeHead(301, { Location: target + url.search }).end();
      return;
    }
    if (req.url?.startsWith(assetPrefix))
      res.setHeader('Cache-Control', immutableAssets.cacheControl);
    compress(req as never, res as never, () => handler(req, res));
  });
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(port, host, ok));
  const { port: actual } = server.address() as AddressInfo;
  // Open the leads database (and run its migrations) now, not on the first visitor's request.
  const health = await fetch(
    `http://${host.includes(':') ? `[${host}]` : host}:${actual}/api/health`,
  ).catch((e: Error) => e);
  if (health instanceof Error || !health.ok)
    console.error(
      `Storage did not start: ${health instanceof Error ? health.message : `HTTP ${health.status}`}`,
    );
  return server;
}

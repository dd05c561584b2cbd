import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { immutableAssets, securityHeaders } from '../../src/server/security-headers.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Serves a built dealer (dist/<slug>/): its static pages and its /api/* endpoints, through the
 * Node adapter's handler, with the same security and cache headers netlify.toml sets.
 */
export async function serveDealer(slug: string, port: number, host = 'localhost'): Promise<Server> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = pathToFileURL(resolve('dist', slug, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: Handler };
  const assetPrefix = immutableAssets.path.replace('*', '');
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (req.url?.startsWith(assetPrefix)) res.setHeader('Cache-Control', immutableAssets.cacheControl);
    handler(req, res);
  });
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(port, host, ok));
  // Open the leads database (and run its migrations) now, not on the first visitor's request.
  const health = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health`).catch((e: Error) => e);
  if (health instanceof Error || !health.ok) console.error(`Storage did not start: ${health instanceof Error ? health.message : `HTTP ${health.status}`}`);
  return server;
}

/**
 * The load the request benchmarks put on the local server (scripts/start.ts, as `npm start` serves
 * it): simulated visitors, each request from its own loopback address (127.x.y.z) since the
 * endpoints rate-limit per client, sent `concurrency` at a time, with requests/s and p50/p99.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';

import { freePort } from '../lib/processes.ts';

let visitor = 0;
/** The next visitor's own loopback address: 127.1.0.1 onwards (all of 127/8 is loopback on Linux). */
const nextAddress = () => {
  visitor++;
  return `127.${1 + (visitor >> 16)}.${(visitor >> 8) & 255}.${visitor & 255 || 1}`;
};

/** Sends request n of a row: its status and how long it took. */
export type Send = (port: number, n: number) => Promise<{ status: number; ms: number }>;

/** One request from the next visitor's own address: its status, how long it took and its body. */
export function send(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
): Promise<{ status: number; ms: number; body: string }> {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress: nextAddress(),
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Idempotency-Key': `bench-${process.pid}-${visitor}`,
        },
      },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (c: string) => (text += c))
          .on('end', () =>
            resolve({ status: res.statusCode!, ms: performance.now() - started, body: text }),
          );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` requests, `concurrency` at a time: requests/s, p50, p99 and how many got each status. */
export async function run(port: number, concurrency: number, count: number, post: Send) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++;
        const r = await post(port, n);
        latencies.push(r.ms);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  return { rps: count / seconds, p50: q(0.5), p99: q(0.99), statuses };
}

/** The dealer's built site served by scripts/start.ts with `env`, once /api/health answers. */
export async function startServer(
  slug: string,
  env: NodeJS.ProcessEnv,
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts', '--no-build'],
    {
      env: { ...process.env, ...env, DEALER: slug, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { port, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('The server did not start');
}

export const header = '  concurrency   requests/s   p50 (ms)   p99 (ms)   answers';
export const row = (c: number, r: Awaited<ReturnType<typeof run>>) =>
  `  ${String(c).padStart(11)}   ${r.rps.toFixed(0).padStart(10)}   ${r.p50.toFixed(1).padStart(8)}   ${r.p99.toFixed(1).padStart(8)}   ${[...r.statuses].map(([s, n]) => `${n}×${s}`).join(' ')}`;

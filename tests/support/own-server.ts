import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A dealer's built site served by `npm start --no-build` in a process of the test's own, with its
 * own store and any environment the test gives (a stock secret): the process's address, its
 * output so far (the server's log), and its memory as Linux reports it.
 */
export async function ownServer(slug: string, env: Record<string, string> = {}) {
  // Node with tsx's loader, not tsx's own command: the server is this process.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--no-build'],
    {
      env: {
        ...process.env,
        DEALER: slug,
        PORT: '0',
        HOST: '127.0.0.1',
        LOCAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'own-server-')),
        ...env,
      },
    },
  );
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const started = Date.now();
  while (!/running at http:\/\/127\.0\.0\.1:\d+/.test(log)) {
    if (child.exitCode !== null || Date.now() - started > 60_000)
      throw new Error(`the server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${/running at http:\/\/127\.0\.0\.1:(\d+)/.exec(log)![1]}`,
    log: () => log,
    /** Resident memory now and at its peak, in MB. */
    memory() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const mb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)![1]) / 1024;
      return { rss: mb('VmRSS'), peak: mb('VmHWM') };
    },
    stop: () => child.kill(),
  };
}

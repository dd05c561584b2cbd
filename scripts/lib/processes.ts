/** Processes and a database the Netlify check runs its servers with. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

import pg from 'pg';

/** A database of the check's own on the Postgres server, dropped after. */
export async function scratchDatabase(url: string) {
  const name = 'netlify_check';
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A server in its own process group, ready once its output says so (or not, after 5 minutes). */
export async function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
) {
  const child: ChildProcess = spawn(command, args, {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const ok = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 300_000);
    const look = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(ready.test(output));
    });
  });
  return {
    ready: ok,
    output: () => output,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts a built dealer as `npm start -- --no-build` does, on a port the system picks (PORT=0, so
 * parallel tests never race for one), and resolves with its URL once it says it is running.
 */
export function startSite(
  env: NodeJS.ProcessEnv,
  timeoutMs = 90_000,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts', '--no-build'],
    {
      env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The site did not start in ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk;
      const running = /is running at (http:\/\/[\d.]+:\d+)\//.exec(output);
      if (running) {
        clearTimeout(timer);
        resolve({ url: running[1]!, child });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (c: Buffer) => (output += c));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The site exited (${code}) before it started:\n${output.slice(-2000)}`));
    });
  });
}

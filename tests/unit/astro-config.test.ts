import { readFileSync } from 'node:fs';

import { parse } from 'smol-toml';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadConfig(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v as string);
  return (await import('../../astro.config.mjs')).default;
}

/** The names of a config's integrations. */
const names = (config: Awaited<ReturnType<typeof loadConfig>>) =>
  (config.integrations ?? []).flat().map((i) => (i ? i.name : null));

describe('astro.config.mjs', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('builds the named dealer into dist/<slug>/ with the Node adapter by default', async () => {
    const config = await loadConfig({ DEALER: 'outback-caravans', NETLIFY: '' });
    expect(config.outDir).toBe('dist/outback-caravans');
    expect(config.adapter?.name).toBe('@astrojs/node');
    expect(config.security?.csp).toBe(true);
  });

  it("uses the Netlify adapter and netlify.toml's publish folder when building on Netlify", async () => {
    const config = await loadConfig({ DEALER: 'riverbend-toyota', NETLIFY: 'true' });
    const toml = parse(readFileSync('netlify.toml', 'utf8')) as { build: { publish: string } };
    expect(config.outDir).toBe(toml.build.publish);
    expect(config.adapter?.name).toBe('@astrojs/netlify');
    expect(names(config)).toContain('netlify-function-routes');
  });

  it('runs `netlify dev` with the Netlify adapter, and a local build with none of its routing', async () => {
    const dev = await loadConfig({ DEALER: 'riverbend-toyota', NETLIFY: '', NETLIFY_DEV: 'true' });
    expect(dev.adapter?.name).toBe('@astrojs/netlify');
    expect(names(dev)).not.toContain('netlify-function-routes');
  });

  it('refuses to start a build for a dealer without a file', async () => {
    await expect(loadConfig({ DEALER: 'no-such-dealer', NETLIFY: '' })).rejects.toThrow(
      /dealers\/no-such-dealer\.json: \(root\): No dealer file/,
    );
  });
});

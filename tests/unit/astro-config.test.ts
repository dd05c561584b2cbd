import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadConfig(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v as string);
  return (await import('../../astro.config.mjs')).default;
}

describe('astro.config.mjs', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('builds the named dealer into dist/<slug>/ with the Node adapter by default', async () => {
    const config = await loadConfig({ DEALER: 'outback-caravans', NETLIFY: '' });
    expect(config.outDir).toBe('dist/outback-caravans');
    expect(config.adapter?.name).toBe('@astrojs/node');
    expect(config.security?.csp).toBe(true);
  });

  it('uses the Netlify adapter and dist/ when building on Netlify', async () => {
    const config = await loadConfig({ DEALER: 'riverbend-toyota', NETLIFY: 'true' });
    expect(config.outDir).toBe('dist');
    expect(config.adapter?.name).toBe('@astrojs/netlify');
  });

  it('refuses to start a build for a dealer without a file', async () => {
    await expect(loadConfig({ DEALER: 'no-such-dealer', NETLIFY: '' })).rejects.toThrow(
      /dealers\/no-such-dealer\.json: \(root\): No dealer file/,
    );
  });
});

import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The product's `~/` alias: the renderer reads the sample data's types and photo names.
  resolve: { alias: { '~': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});

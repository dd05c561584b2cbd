import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/live/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // npm run test:coverage: the pure rules (issue "business rules") must stay at 95% of lines.
    coverage: {
      provider: 'v8',
      include: ['src/features/**/*.ts'],
      exclude: ['src/features/**/*.test.ts', 'src/features/**/*.server.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});

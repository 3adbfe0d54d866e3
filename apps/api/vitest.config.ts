import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file starts its own database (PGlite boots in ~2 s), so allow generous set-up.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

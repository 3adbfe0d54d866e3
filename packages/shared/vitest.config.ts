import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The fairness and return-to-player proofs draw a million results each.
    testTimeout: 300_000,
  },
});

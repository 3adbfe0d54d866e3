import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // The lint rule that keeps this app's features apart is tested with the app.
    include: ['src/**/*.test.ts', '../../scripts/eslint/*.test.js'],
  },
});

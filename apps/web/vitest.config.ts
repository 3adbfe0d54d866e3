import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // The scripts' own tests (the lint rule that keeps this app's features apart, npm start)
    // run with the app.
    include: ['src/**/*.test.ts', '../../scripts/eslint/*.test.js', '../../scripts/*.test.mjs'],
  },
});

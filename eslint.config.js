import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundariesRule } from './scripts/eslint/feature-boundaries.js';
import { moduleBoundariesRule } from './scripts/eslint/module-boundaries.js';

/**
 * Web features never import each other (except the shared kernel) nor `app/`; they meet in
 * `app/` (docs/decisions/0006-shared-web-kernel.md).
 */
const featureBoundaries = {
  files: ['apps/web/src/features/**/*.{ts,tsx}'],
  plugins: { sorteo: { rules: { 'feature-boundaries': featureBoundariesRule } } },
  rules: { 'sorteo/feature-boundaries': 'error' },
};

/**
 * API modules reach each other only through `modules/<name>/index.ts`; tests may also use
 * another module's test kit (docs/architecture.md).
 */
const moduleBoundaries = {
  files: ['apps/api/src/**/*.ts'],
  plugins: { sorteo: { rules: { 'module-boundaries': moduleBoundariesRule } } },
  rules: { 'sorteo/module-boundaries': 'error' },
};

/** Shared and lower layers never reach up into features or app. */
const layerBoundaries = {
  files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)(features|app)/',
            message: 'Shared layers must not depend on features or app.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      '.lighthouse/**',
      '.builds/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { ...jsxA11y.configs.recommended, files: ['apps/web/src/**/*.tsx'] },
  {
    files: ['scripts/**', 'bench/**', 'apps/api/src/cli/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  featureBoundaries,
  moduleBoundaries,
  layerBoundaries,
);

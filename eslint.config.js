// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import playwright from 'eslint-plugin-playwright';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const modules = readdirSync('src/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Module boundaries (conventions.md): a module may use another module's api hooks and types,
 * never its components or pages. The app code never imports the mock API (main.tsx excepted).
 */
const moduleZones = modules.map((name) => ({
  target: `./src/modules/${name}`,
  from: './src/modules',
  except: [`./${name}`, ...modules.filter((m) => m !== name).flatMap((m) => [`./${m}/api.ts`, `./${m}/types.ts`, `./${m}/logic.ts`])],
  message: 'A module may import another module’s api.ts, types.ts or logic.ts only.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-e2e*',
      'node_modules',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      'reports',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleZones,
            { target: './src', from: './mocks', message: 'The app must work against any server: no mock-only code in src/.', except: [] },
            { target: './src/components', from: './src/modules', message: 'Shared components know no module.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A page composes components; logic lives in logic.ts (issue #11). Blank lines and comments count.
    files: ['src/modules/*/pages/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 200 }] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'mocks/**/*.test.ts'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Tests reach into the mock API on purpose (seeded users, scenarios).
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'import-x/no-restricted-paths': 'off',
    },
  },
  {
    files: ['*.config.{js,ts}', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  // The mock API's service-worker filter: a classic worker script, outside the TypeScript project.
  {
    files: ['public/mockWorker.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { sourceType: 'script', parserOptions: { projectService: false }, globals: { ...globals.serviceworker } },
  },
);

// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import playwright from 'eslint-plugin-playwright';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

// Import direction, module entries, src/ never importing the mock API, and cycles (type-only and
// dynamic imports included) are checked by dependency-cruiser (`npm run deps:check`,
// .dependency-cruiser.cjs, docs/architecture.md), not here.

/** Lines per source file, blank lines and comments included (issue #33): split a longer file by concern. */
const MAX_LINES = 250;

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
      'src/**/locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
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
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: MAX_LINES, skipBlankLines: false, skipComments: false }] },
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
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The demo server is a second implementation of the contract (docs/conventions: it shares
    // schemas and types with the app, never rules), so a flow against it can catch the app's
    // mistakes. Its code takes from src/ only the contract: zod schemas (`…Schema` from a module's
    // schema.ts, src/api/contract*), the contract's vocabularies in a module's types.ts, the
    // API base URL (src/config/env) and `import type`. Its rules live in mocks/rules/. Tests in
    // mocks/ (*.test.ts) may import the app and src/test tools: they test the app against the server.
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(?!modules/[^/]+/(?:schema|types)$|api/contract[^/]*$|config/env$)',
              allowTypeImports: true,
              message: 'The demo server keeps its own rules (mocks/rules/): from src/ it imports only schemas, types and the contract.',
            },
            {
              regex: '^@/modules/[^/]+/schema$',
              allowImportNamePattern: 'Schema$',
              allowTypeImports: true,
              message:
                "From a module's schema.ts the demo server takes only its zod schemas (…Schema); a rule there gets the server's own code in mocks/rules/.",
            },
            {
              regex: '^(?:\\.\\./)+src/',
              message: "Import the contract through '@/…' (and only schemas and types): the demo server keeps its own rules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    languageOptions: { globals: { ...globals.node } },
    rules: playwright.configs['flat/recommended'].rules,
  },
  {
    // Every text a person reads goes through the catalogues (docs/rules/i18n.md): Lingui's
    // macros in components, `msg` descriptors in definitions. A literal that is not a text (a
    // key, a class name, a test id, a URL) is one the rule ignores below, or carries a reasoned
    // `eslint-disable-next-line lingui/no-unlocalized-strings -- …`.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/**/locales/**', 'src/vite-env.d.ts'],
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      // MESSAGES' getters read the active language: read at module level, a message would be
      // frozen in the language active at import.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='MESSAGES']:not(:function MemberExpression)",
          message: 'MESSAGES read at module level is frozen in the language active at import: read it where the text is shown.',
        },
      ],
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Not a text: no letters, one word without spaces that is not capitalised (keys, ids,
          // paths, CSS), constants in capitals, and ISO dates/times.
          ignore: [
            '^[^A-Za-z]*$',
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_.:-]+$',
            '^[a-z]+(-[a-z0-9]+)+( [a-z]+(-[a-z0-9]+)*)*$',
            '^[A-Z][a-z]+/[A-Za-z_]+$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '(className|class|Class|Id|ID|id|key|Key|path|Path|href|to|type|variant|bg|size|as|role|name|mode|icon|autoComplete|inputMode|pattern|accept|method|rel|target|testid|TestId|data-.*|aria-(controls|describedby|labelledby|live|current|haspopup|sort)|style|width|height|align|placement|lang|dir|form|kind|tone|status|theme|skin|color)$',
              },
            },
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.get',
            '*.set',
            '*.has',
            '*.append',
            '*.delete',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            '*.querySelector',
            '*.querySelectorAll',
            '*.closest',
            '*.matchMedia',
            'matchPath',
            'new URL',
            'URLSearchParams',
            'createSlice',
            'createAction',
            'createSelector',
            'import.meta.glob',
            'document.createElement',
            'setAttribute',
            '*.setAttribute',
            'z.*',
            'fetchBaseQuery',
            'invariant',
          ],
          useTsTypes: true,
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'URLSearchParams.get', 'URLSearchParams.set', 'FormData.append'],
        },
      ],
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
  // Tool configs in CommonJS (.dependency-cruiser.cjs), outside the TypeScript project.
  {
    files: ['**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { sourceType: 'commonjs', parserOptions: { projectService: false }, globals: { ...globals.node } },
  },
  // The mock API's service-worker filter: a classic worker script, outside the TypeScript project.
  {
    files: ['public/mockWorker.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { sourceType: 'script', parserOptions: { projectService: false }, globals: { ...globals.serviceworker } },
  },
);

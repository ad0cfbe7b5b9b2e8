import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The app's languages (docs/rules/i18n.md): English is the source (the spec's messages word for
 * word, written in the code through Lingui's macros), German its translation, and `pseudo` the
 * pseudo-locale Playwright uses to find untranslated text. One catalogue per layer and one per
 * module, so a page loads only its own texts: the sign-in page carries `config` and `session`.
 */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en', default: 'en' },
  orderBy: 'message',
  catalogs: [
    // Needed on every page, the sign-in page included: messages, shared form pieces, the api seam.
    {
      path: '<rootDir>/src/config/locales/{locale}',
      include: ['<rootDir>/src/config', '<rootDir>/src/lib', '<rootDir>/src/api'],
      exclude: TESTS,
    },
    // The pages before a sign-in (src/app/public) and the session's own texts.
    {
      path: '<rootDir>/src/session/locales/{locale}',
      include: ['<rootDir>/src/session', '<rootDir>/src/app/public'],
      exclude: TESTS,
    },
    // The signed-in shell: layout, shared components and the app.
    {
      path: '<rootDir>/src/layout/locales/{locale}',
      include: ['<rootDir>/src/layout', '<rootDir>/src/components', '<rootDir>/src/app'],
      exclude: ['<rootDir>/src/app/public/**', ...TESTS],
    },
    // Each module's definition (module.ts: menu entries, page titles, search and report titles;
    // permissions.ts: its rows of the permission table): in the module's folder, shown by the
    // shell before any of its pages loads, so they load with the shell (src/app/catalogs.ts).
    {
      path: '<rootDir>/src/modules/{name}/locales/shell/{locale}',
      include: ['<rootDir>/src/modules/{name}'],
      exclude: ['<rootDir>/src/modules/{name}/*/**/*', '<rootDir>/src/modules/{name}/!(module|permissions).{ts,tsx}', ...TESTS],
    },
    // One per module, loaded with its pages.
    {
      path: '<rootDir>/src/modules/{name}/locales/{locale}',
      include: ['<rootDir>/src/modules/{name}'],
      exclude: ['<rootDir>/src/modules/{name}/{module,permissions}.ts', ...TESTS],
    },
  ],
  // Origins without line numbers: moving code does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});

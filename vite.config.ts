/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { transformAsync } from '@babel/core';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { manifestOutsideServedFolder, withoutPseudoLocale } from './vite.servedFolder';

const root = import.meta.dirname;

/**
 * Vitest files that need no DOM, storage or mock API (pure functions): the `unit` project runs
 * them in Node. Chosen by name, so adding a module edits nothing here:
 * - `*.node.test.ts` anywhere: the name to give a new pure test;
 * - every module's `logic.test.ts`, and the tests beside a module's logic split into a `logic/` folder;
 * - the shared pure tests listed last (layout, lib, session, app, styles).
 * These are the files that ran in Node before this list was derived, and any new one so named.
 * Every other test file runs in jsdom. A file here that starts to render or call fails with
 * "document is not defined" or the no-network error of src/test/setupNode.ts: rename it.
 */
const UNIT_TESTS = [
  'src/**/*.node.test.ts',
  'src/modules/*/logic.test.ts',
  'src/modules/*/logic/**/*.test.ts',
  'src/layout/{layoutLogic,menu,quickSearch}.test.ts',
  'src/lib/{decimal,format}.test.ts',
  'src/session/{currentStore,permissions,redirect}.test.ts',
  'src/app/modules.test.ts',
  'src/styles/bootstrapParts.test.ts',
];

/**
 * Lingui's macros (`t`, `msg`, `plural`, `<Trans>`) become catalogue lookups at build time
 * (docs/rules/i18n.md). Only files that import a macro go through Babel; the rest stay with
 * Vite's own transform. (Lingui's Vite plugin wants Vite 7 at most, and its Babel preset Node 22.)
 */
function linguiMacros(): Plugin {
  return {
    name: 'storeops:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !/from ['"]@lingui\/(core|react)\/macro['"]/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * The modules the entry imports statically (the first screen loads them whatever else happens),
 * found once the build has parsed every module and before it cuts chunks. Shared with lazy pages
 * too, they used to come out as a dozen small chunks (Card, Form, the language switch…): issue #34
 * took the first screen from 7 files to 19, and the gzip of each file on its own cost 5 kB more
 * than the same code in one. The `start` chunk group below keeps them together.
 */
function entryClosure(): { plugin: Plugin; has: (id: string) => boolean } {
  const closure = new Set<string>();
  return {
    has: (id) => closure.has(id),
    plugin: {
      name: 'storeops:entry-closure',
      apply: 'build',
      buildEnd() {
        closure.clear();
        const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        const walk = (id: string) => {
          if (closure.has(id)) return;
          closure.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
        };
        entries.forEach(walk);
      },
    },
  };
}

/** The chunk of a shell catalogue: `shell-texts-de` for `src/layout/locales/de.ts` and `src/modules/<m>/locales/shell/de.ts`. */
function shellTexts(id: string): string {
  const language = id.slice(Math.max(id.lastIndexOf('/'), id.lastIndexOf('\\')) + 1, -'.ts'.length);
  return `shell-texts-${language}`;
}

/** Production builds without the mock API must not ship the service worker that `public/` holds for dev. */
function dropMockWorker(mocking: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'storeops:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (mocking) return;
      for (const file of ['mockServiceWorker.js', 'mockWorker.js']) rmSync(resolve(root, outDir, file), { force: true });
    },
  };
}

/**
 * The Content Security Policy of the production build, as a <meta> in index.html (issue 20).
 * Builds only: the dev server injects inline scripts (React refresh) that it would block. A meta
 * policy cannot carry frame-ancestors (nor report-to): the server sends the full policy as a header
 * (README, "Content Security Policy").
 */
function contentSecurityPolicy(apiBaseUrl: string | undefined): string {
  const connect = ["'self'"];
  if (apiBaseUrl && /^https?:\/\//i.test(apiBaseUrl)) connect.push(new URL(apiBaseUrl).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' blob: data:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
  ].join('; ');
}

function cspMeta(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'storeops:csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(apiBaseUrl) },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  const mocking = env.VITE_API_MOCKING === 'on';
  const start = entryClosure();
  return {
    plugins: [
      ...(mocking ? [] : [withoutPseudoLocale()]),
      linguiMacros(),
      react(),
      dropMockWorker(mocking),
      cspMeta(env.VITE_API_BASE_URL),
      manifestOutsideServedFolder(root),
      start.plugin,
    ],
    resolve: {
      alias: { '@': resolve(root, 'src'), '@mocks': resolve(root, 'mocks') },
    },
    css: {
      preprocessorOptions: {
        scss: {
          // Bootstrap 5.3 still uses @import and global functions; its warnings are not ours to fix.
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    build: {
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Fewer files before the first screen (issue #19): the framework in one chunk and the
          // small app modules every page shares (config, api core, session state) in another,
          // instead of a dozen tiny chunks the browser has to ask for one by one.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                priority: 20,
                test: /node_modules[\\/](react|react-dom|scheduler|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-router|react-router-dom|use-sync-external-store)[\\/]/,
              },
              {
                name: 'core',
                priority: 10,
                test: /[\\/]src[\\/](api|config)[\\/](?!locales[\\/])|[\\/]src[\\/]session[\\/](authSlice|currentStoreSlice|permissions|storage|types)\.ts$/,
              },
              // The shell's texts of one language in one file: the layout's catalogue and each
              // module's definition texts (src/modules/<m>/locales/shell/, src/app/catalogs.ts),
              // fetched together when the shell loads instead of one small file per module.
              {
                name: shellTexts,
                debugName: 'shell-texts',
                test: /[\\/]src[\\/](?:layout[\\/]locales|modules[\\/][^\\/]+[\\/]locales[\\/]shell)[\\/][\w-]+\.ts$/,
                priority: 15,
              },
              // Everything else the first screen imports statically, in one file (entryClosure above).
              { name: 'start', test: (id: string) => start.has(id), priority: 1 },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      env: {
        // Node's fetch needs absolute URLs; MSW matches on them.
        VITE_API_BASE_URL: 'http://localhost/api/',
        VITE_API_MOCKING: 'off',
      },
      css: false,
      restoreMocks: true,
      testTimeout: 15000,
      pool: 'threads',
      // Vitest's default is one worker less than the cores: one worker on the 2-core CI machine,
      // where the files then ran one after another (issue #19).
      maxWorkers: 2,
      // Two projects (issue #19): pure logic runs in Node, without a jsdom window and the mock API
      // to set up for each file; everything that renders, stores or calls runs in jsdom with MSW,
      // the files of a worker sharing one window and one copy of the modules (isolate: false: the
      // per-file setup took 48 s of 115). That holds because the app keeps no state in its modules
      // (state lives in the store each test makes, or in React): src/test/setup.ts resets only the
      // fixtures (mock database, MSW handlers, storage, the rendered tree). `npm run test:shuffle`
      // runs the files and tests in random order to prove it.
      projects: [
        {
          extends: true,
          test: { name: 'unit', environment: 'node', include: UNIT_TESTS, setupFiles: ['src/test/setupNode.ts'], unstubGlobals: true },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            isolate: false,
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
            exclude: ['**/node_modules/**', '**/.git/**', ...UNIT_TESTS],
            setupFiles: ['src/test/setup.ts'],
          },
        },
      ],
    },
  };
});

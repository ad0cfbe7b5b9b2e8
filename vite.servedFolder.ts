import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What a build leaves in the folder that is served (vite.config.ts, issue #41): no manifest and,
 * in production, no pseudo-locale. scripts/bundle-budget.mjs checks both on `dist`.
 */

/**
 * The pseudo-locale (accented English) is for QA: the dev server, Vitest and the demo build (the
 * Playwright pseudo-locale flow) load it; a production build ships none of its catalogues (issue #41:
 * 17 chunks). Every catalogue glob of a folder (`import.meta.glob('./locales/*.ts')`, with or without
 * exclusions) leaves out that folder's `pseudo.ts` before Vite expands it; the app already refuses
 * `?lang=pseudo` in production.
 */
export function withoutPseudoLocale(): Plugin {
  const GLOB = /import\.meta\.glob\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
  return {
    name: 'storeops:without-pseudo-locale',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import.meta.glob')) return null;
      const next = code.replace(GLOB, (call, patterns: string) => {
        const list = patterns.startsWith('[') ? patterns.slice(1, -1).trim().replace(/,$/, '') : patterns;
        const folders = [...list.matchAll(/['"]([^'"!]*\/locales\/(?:shell\/)?)\*\.ts['"]/g)].map((match) => match[1]);
        if (folders.length === 0) return call;
        return `import.meta.glob([${list}, ${folders.map((folder) => `'!${folder}pseudo.ts'`).join(', ')}]`;
      });
      return next === code ? null : { code: next, map: null };
    },
  };
}

/**
 * Where a build's manifest goes: outside the folder that is served (issue #41: `dist/.vite/manifest.json`
 * told anyone every chunk of the app), in `.vite/manifests/<outDir>.json` of the project. The bundle
 * budget (scripts/bundle-budget.mjs) reads it there.
 */
const manifestPathOf = (root: string, outDir: string): string => resolve(root, '.vite', 'manifests', `${basename(outDir)}.json`);

export function manifestOutsideServedFolder(root: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'storeops:manifest-outside-served-folder',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(root, config.build.outDir);
    },
    closeBundle() {
      const written = resolve(outDir, '.vite', 'manifest.json');
      if (!existsSync(written)) return;
      const target = manifestPathOf(root, outDir);
      mkdirSync(resolve(target, '..'), { recursive: true });
      renameSync(written, target);
      rmSync(resolve(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}

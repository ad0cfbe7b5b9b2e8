// @ts-check
/**
 * The direction of imports in StoreOps, checked by `npm run deps:check` (dependency-cruiser).
 * docs/architecture.md explains the layers, the module entry and how to read a violation.
 * Counted: static imports, type-only imports (`tsPreCompilationDeps`) and dynamic `import()`.
 */
const DOC = 'See docs/architecture.md';

/** The layers, left to right: each may import only from the layers to its left. */
const LAYERS = ['config', 'lib', 'api', 'session', 'components', 'modules', 'layout', 'app'];

/** Tests may import anything (they are checked for cycles only). */
const TESTS = ['\\.test\\.tsx?$', '^src/test/'];

/** One rule per layer: nothing from the layers to its right, nor the entry point src/main.tsx. */
const layerRules = LAYERS.slice(0, -1).map((layer, index) => {
  const right = LAYERS.slice(index + 1);
  return {
    name: `layer-${layer}`,
    severity: 'error',
    comment:
      `src/${layer} may import only from ${
        LAYERS.slice(0, index)
          .map((l) => `src/${l}`)
          .join(', ') || 'no other layer'
      }. ` + `Layers: ${LAYERS.join(' → ')}. Move the shared piece left, or the importing code right. ${DOC}#layers`,
    from: { path: `^src/${layer}/`, pathNot: TESTS },
    to: { path: [`^src/(${right.join('|')})/`, '^src/main\\.tsx$'] },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: `An import cycle (type-only and dynamic imports count). Break it by moving the shared piece to a lower layer. ${DOC}#cycles`,
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'module-public-entry',
      severity: 'error',
      comment:
        `Code outside module m uses it only through src/modules/m/index.ts (import from '@/modules/m'); ` +
        `src/app also imports its definition, src/modules/m/module.ts. Export what others need from index.ts. ${DOC}#modules`,
      from: { path: '^src/(?:modules/([^/]+)/|(?!modules/))', pathNot: [...TESTS, '^src/app/'] },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'module-public-entry-app',
      severity: 'error',
      comment: `src/app uses a module only through its index.ts and its definition module.ts. ${DOC}#modules`,
      from: { path: '^src/app/', pathNot: TESTS },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/(?:index|module)\\.tsx?$' },
    },
    {
      name: 'module-definition-from-app',
      severity: 'error',
      comment: `A module's definition (src/modules/m/module.ts) is imported only by the module list in src/app. ${DOC}#modules`,
      from: { pathNot: [...TESTS, '^src/app/'] },
      to: { path: '^src/modules/[^/]+/module\\.tsx?$' },
    },
    {
      name: 'src-not-to-mocks',
      severity: 'error',
      comment: `The app works against any server: src/ never imports the mock API (src/main.tsx's dev hook and tests aside). ${DOC}#mocks`,
      from: { path: '^src/', pathNot: [...TESTS, '^src/main\\.tsx$'] },
      to: { path: '^mocks/' },
    },
    {
      name: 'not-to-tests',
      severity: 'error',
      comment: `Only tests import test files and test helpers (src/test, *.test.*). ${DOC}#tests`,
      from: { pathNot: TESTS },
      to: { path: TESTS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(?:dist|dist-[^/]*|node_modules|public|reports|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};

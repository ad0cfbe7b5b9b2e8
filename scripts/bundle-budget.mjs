// Bundle budget: reads the Vite manifest of a build, prints the initial JS and CSS (the entry
// plus its static imports, recursively), raw and gzip, and the chunk count; fails when the
// initial JS is over the budget. Usage: node scripts/bundle-budget.mjs [outDir]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_JS_GZIP_KB = 140;
const outDir = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('No entry in the manifest');
  process.exit(1);
}
const seen = new Set();
const js = new Set();
const css = new Set();
(function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const imp of chunk.imports ?? []) walk(imp);
})(entryKey);

const size = (files) =>
  [...files].reduce(
    (acc, file) => {
      const buf = readFileSync(join(outDir, file));
      return { raw: acc.raw + buf.length, gzip: acc.gzip + gzipSync(buf, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const jsSize = size(js);
const cssSize = size(css);
const chunkCount = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).length;
const hasMsw = readdirSync(join(outDir, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .some((f) => {
    const code = readFileSync(join(outDir, 'assets', f), 'utf8');
    return code.includes('mockServiceWorker') || code.includes('[MSW]');
  });

console.log(`bundle budget (${outDir})`);
console.log(`  initial JS : ${kb(jsSize.raw)} raw, ${kb(jsSize.gzip)} gzip in ${js.size} file(s) (budget ${BUDGET_JS_GZIP_KB} kB gzip)`);
console.log(`  initial CSS: ${kb(cssSize.raw)} raw, ${kb(cssSize.gzip)} gzip in ${css.size} file(s)`);
console.log(`  JS chunks  : ${chunkCount}`);
let failed = false;
if (jsSize.gzip > BUDGET_JS_GZIP_KB * 1024) {
  console.error(`  FAIL: initial JS is over ${BUDGET_JS_GZIP_KB} kB gzip`);
  failed = true;
}
if (outDir === 'dist') {
  let files = [];
  try {
    files = readdirSync(outDir);
  } catch {
    /* no dir */
  }
  if (files.includes('mockServiceWorker.js') || files.includes('mockWorker.js') || hasMsw) {
    console.error('  FAIL: the production build contains the mock API');
    failed = true;
  } else {
    console.log('  mock API   : not in the production build');
  }
}
process.exit(failed ? 1 : 0);

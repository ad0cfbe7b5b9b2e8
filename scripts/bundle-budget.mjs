// Bundle budget: reads the Vite manifest of a build, prints the initial JS and CSS (the entry
// plus its static imports, recursively), raw and gzip, and the chunk count; fails when the
// initial JS is over the budget. Usage: node scripts/bundle-budget.mjs [outDir]
//
// The manifest is not in the served folder: vite.config.ts moves it to
// `.vite/manifests/<outDir>.json`. The production build (`dist`) fails when it serves a manifest,
// a pseudo-locale catalogue or the mock API.
//
// The budget is a ratio to the bare app of the same stack (scripts/bare-stack: React, Redux
// Toolkit with RTK Query, react-redux, React Router's data router, Bootstrap's CSS and one sign-in
// form), built here: what StoreOps adds on top of its stack is what the budget limits, and a
// framework release that grows the stack moves the budget with it. The ratio, 140 / 103.8
// (about 1.35), is a budget of 140 kB gzip over a bare stack of 103.8 kB gzip.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_RATIO_TO_BARE_STACK = 140 / 103.8;
const outDir = process.argv[2] ?? 'dist';

/**
 * The initial JS and CSS files of a build: its entry and the entry's static imports, and whatever
 * else index.html has the browser fetch before the first screen (a `modulepreload` link: a file
 * the first screen waits for counts, whether imported statically or not).
 */
function initialFiles(dir, manifestFile) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    console.error(`No manifest of ${dir} at ${manifestFile}: build first (npx vite build).`);
    process.exit(1);
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) {
    console.error(`No entry in the manifest of ${dir}`);
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
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)) js.add(href);
  return { js, css };
}

const size = (dir, files) =>
  [...files].reduce(
    (acc, file) => {
      const buf = readFileSync(join(dir, file));
      return { raw: acc.raw + buf.length, gzip: acc.gzip + gzipSync(buf, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/** The bare stack's initial JS, gzip, from a fresh production build of scripts/bare-stack. */
function bareStackGzip() {
  const bareDir = mkdtempSync(join(tmpdir(), 'storeops-bare-'));
  try {
    const vite = join('node_modules', 'vite', 'bin', 'vite.js');
    const args = [vite, 'build', '--config', 'scripts/bare-stack/vite.config.mjs', '--outDir', bareDir, '--emptyOutDir', '--manifest'];
    execFileSync(process.execPath, args, { stdio: 'ignore' });
    return size(bareDir, initialFiles(bareDir, join(bareDir, '.vite', 'manifest.json')).js).gzip;
  } finally {
    rmSync(bareDir, { recursive: true, force: true });
  }
}

const { js, css } = initialFiles(outDir, join('.vite', 'manifests', `${basename(outDir)}.json`));
const jsSize = size(outDir, js);
const cssSize = size(outDir, css);
const bareGzip = bareStackGzip();
const BUDGET_JS_GZIP_KB = Math.round((bareGzip / 1024) * BUDGET_RATIO_TO_BARE_STACK * 10) / 10;
const chunkCount = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).length;
const hasMsw = readdirSync(join(outDir, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .some((f) => {
    const code = readFileSync(join(outDir, 'assets', f), 'utf8');
    return code.includes('mockServiceWorker') || code.includes('[MSW]');
  });

console.log(`bundle budget (${outDir})`);
console.log(`  initial JS : ${kb(jsSize.raw)} raw, ${kb(jsSize.gzip)} gzip in ${js.size} file(s) (budget ${BUDGET_JS_GZIP_KB} kB gzip)`);
console.log(`  budget     : ${BUDGET_RATIO_TO_BARE_STACK.toFixed(3)} × the bare stack's ${kb(bareGzip)} gzip (scripts/bare-stack)`);
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
  if (existsSync(join(outDir, '.vite'))) {
    console.error(`  FAIL: the production build serves its manifest (${join(outDir, '.vite')})`);
    failed = true;
  } else {
    console.log('  manifest   : not in the served folder');
  }
  const pseudo = readdirSync(join(outDir, 'assets')).filter((f) => /^(shell-texts-)?pseudo[-.]/.test(f));
  if (pseudo.length > 0) {
    console.error(`  FAIL: the production build ships ${pseudo.length} pseudo-locale catalogue(s): ${pseudo.join(', ')}`);
    failed = true;
  } else {
    console.log('  pseudo     : no pseudo-locale catalogue');
  }
}
process.exit(failed ? 1 : 0);

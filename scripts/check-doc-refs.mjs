#!/usr/bin/env node
/**
 * Checks the references to the project's docs (issue #33 item 6). Fails, listing file:line, when
 *  (a) a reference `docs/<path>.md#anchor` (in any scanned file) or a relative Markdown link to a
 *      `.md` file points to a file or a heading that does not exist (headings as GitHub renders
 *      their anchors: lower case, punctuation dropped, spaces as hyphens, `-1`… for repeats);
 *  (b) a citation of a document that is not in the repository remains: `spec 4.2`,
 *      `decisions.md`, `domain.md`, `conventions.md`, or a bare section number such as
 *      "the 4.3 order". The product's rules are in docs/rules/*.md; cite those instead.
 * Scans src/, mocks/, e2e/, scripts/, README.md and docs/. The mapping table of
 * scripts/rewrite-citations.mjs (scripts/doc-refs/) and this file name the old citations on
 * purpose: (b) skips them.
 *
 *   node scripts/check-doc-refs.mjs
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, resolve, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headingsOf } from './doc-refs/markdown.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCAN = ['src', 'mocks', 'e2e', 'scripts', 'docs'];
const EXT = /\.(tsx?|mts|cts|mjs|cjs|jsx?|scss|css|md|json|html)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-demo', 'coverage', 'playwright-report', 'test-results', '.git', 'screenshots']);
/** The rewrite's mapping table and this check name the old citations on purpose. */
const CITES_ON_PURPOSE = /^scripts\/(rewrite-citations\.mjs|check-doc-refs\.mjs|doc-refs\/)/;

/** A citation of a document outside the repository. */
const OUTSIDE = /\b[Ss]pec \d+(?:\.\d+)?\b|\b(?:decisions|domain|conventions)\.md\b|\bthe [2-9]\.[1-6] (?:order|rule|logout|landing)\b/g;
/** `docs/…/x.md#anchor` from the repository root. */
const ROOT_REF = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;
/** A Markdown link or image target that is a relative path to a .md file. */
const MD_LINK = /\]\((?!https?:|mailto:|#)([^)\s]+?\.md)(#[^)\s]*)?\)/g;
/** A link to a heading of the same file. */
const SAME_FILE = /\]\((#[^)\s]+)\)/g;

function walk(dir, out) {
  for (const name of readdirSync(join(ROOT, dir))) {
    if (SKIP_DIRS.has(name)) continue;
    const rel = `${dir}/${name}`;
    if (statSync(join(ROOT, rel)).isDirectory()) walk(rel, out);
    else if (EXT.test(name)) out.push(rel);
  }
  return out;
}

const files = SCAN.filter((d) => existsSync(join(ROOT, d))).flatMap((d) => walk(d, []));
files.push('README.md');

const anchorCache = new Map();
/** The anchors of a Markdown file, or null when it does not exist. */
function anchorsOf(rel) {
  if (!anchorCache.has(rel)) {
    const abs = join(ROOT, rel);
    anchorCache.set(rel, existsSync(abs) && statSync(abs).isFile() ? headingsOf(abs) : null);
  }
  return anchorCache.get(rel);
}

// ------------------------------------------------------------------ check
const problems = [];
let refs = 0;
const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const toRel = (abs) => relative(ROOT, abs).split(sep).join('/');

function checkTarget(file, text, index, targetRel, anchor, shown) {
  refs += 1;
  if (!targetRel.endsWith('.md')) return;
  const anchors = anchorsOf(targetRel);
  if (anchors === null) problems.push(`${file}:${lineOf(text, index)}: ${shown}: no file ${targetRel}`);
  else if (anchor && !anchors.has(decodeURIComponent(anchor))) {
    problems.push(`${file}:${lineOf(text, index)}: ${shown}: no heading #${anchor} in ${targetRel}`);
  }
}

for (const file of files) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const isMarkdown = file.endsWith('.md');

  if (!CITES_ON_PURPOSE.test(file)) {
    for (const m of text.matchAll(OUTSIDE)) {
      problems.push(`${file}:${lineOf(text, m.index)}: cites "${m[0]}", a document outside the repository (cite docs/rules/*.md)`);
    }
  }
  for (const m of text.matchAll(ROOT_REF)) {
    const [path, anchor] = m[0].split('#');
    checkTarget(file, text, m.index, path, anchor, m[0]);
  }
  if (isMarkdown) {
    for (const m of text.matchAll(MD_LINK)) {
      if (m[1].startsWith('docs/') && !existsSync(join(ROOT, dirname(file), m[1]))) continue; // a root path, checked above
      const target = toRel(resolve(ROOT, dirname(file), m[1]));
      checkTarget(file, text, m.index, target, m[2]?.slice(1), m[0].slice(2, -1));
    }
    for (const m of text.matchAll(SAME_FILE)) checkTarget(file, text, m.index, file, m[1].slice(1), m[1]);
  }
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`check-doc-refs: ${problems.length} problem(s) in ${files.length} files.`);
  process.exit(1);
}
console.log(`check-doc-refs: ${refs} doc references in ${files.length} files resolve; no citation of a document outside the repository.`);

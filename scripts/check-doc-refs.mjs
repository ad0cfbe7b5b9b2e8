#!/usr/bin/env node
/**
 * Checks the references to the project's docs. Fails, listing file:line, when
 *  (a) a reference `docs/<path>.md#anchor` (in any scanned file) or a relative Markdown link to a
 *      `.md` file points to a file or a heading that does not exist (headings as GitHub renders
 *      their anchors: lower case, punctuation dropped, spaces as hyphens, `-1`… for repeats);
 *  (b) a citation of a document that is not in the repository remains: `spec 4.2`,
 *      `decisions.md`, `domain.md`, `conventions.md`, or a bare section number such as
 *      "the 4.3 order". The product's rules are in docs/rules/*.md; cite those instead.
 *  (c) a file path written in backticks in README.md, a Markdown file under docs/ or a README.md under src/ does
 *      not exist. A backticked token counts as a path when it is one word that contains a `/` and
 *      ends with a file extension or with `/` (`src/lib/format.ts`, `e2e/prod/`); it may carry a
 *      line suffix (`:12`, `:14-19`) or an `#anchor`. It resolves from the repository root or from
 *      the doc's folder (`@/` is `src/`). Globs, URLs, URL paths (`/sign-in`), placeholders
 *      (`<m>`, `{id}`, `…`), build outputs (dist/, reports/…) and paths that leave the repository are
 *      left alone; so are fenced blocks.
 * Scans src/, mocks/, e2e/, scripts/, README.md and docs/. The mapping table of
 * scripts/rewrite-citations.mjs (scripts/doc-refs/) and this file name the old citations on
 * purpose: (b) skips them.
 *
 *   node scripts/check-doc-refs.mjs [--root <dir>]   (another tree, e.g. a test's temporary one)
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, resolve, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headingsOf } from './doc-refs/markdown.mjs';

const rootArg = process.argv.indexOf('--root');
const ROOT = rootArg > 0 ? resolve(process.argv[rootArg + 1]) : join(dirname(fileURLToPath(import.meta.url)), '..');
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
/** The docs whose backticked paths must exist: README.md, the Markdown files under docs/, the READMEs under src/. */
const PATH_DOCS = /^(README\.md|docs\/.+\.md|src\/(.+\/)?README\.md)$/;
/** An inline code span (fenced blocks are blanked out before). */
const CODE_SPAN = /`([^`\n]+)`/g;
/** A repository path: one word with a `/`, ending in an extension or `/`; optional `:line` or `#anchor`. */
const PATH_TOKEN = /^(?:\.{1,2}\/|@\/)?[\w.@-]+(?:\/[\w.@-]+)*(?:\/|\.[A-Za-z][A-Za-z0-9]*)(?::\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*|#[\w-]+)?$/;
/** Build and test outputs: written by a run, not kept in the repository. */
const OUTPUTS = /^(dist(-[\w-]+)?|coverage|test-results|playwright-report|reports|playwright|node_modules)\//;

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

/** The text with fenced code blocks blanked out (line numbers kept). */
function withoutFences(text) {
  let fence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fence = !fence;
        return '';
      }
      return fence ? '' : line;
    })
    .join('\n');
}

/** The backticked repository paths of a doc that exist neither from the root nor from its folder. */
function missingPaths(file, text) {
  const missing = [];
  const prose = withoutFences(text);
  for (const m of prose.matchAll(CODE_SPAN)) {
    const token = m[1].trim();
    if (!token.includes('/') || !PATH_TOKEN.test(token) || token.startsWith('/')) continue;
    const path = token.replace(/[:#].*$/, '').replace(/^@\//, 'src/');
    if (OUTPUTS.test(path)) continue;
    const fromDoc = resolve(ROOT, dirname(file), path);
    if (relative(ROOT, fromDoc).startsWith('..')) continue; // beside the repository (e.g. ../shared/): not ours to check
    if (existsSync(join(ROOT, path)) || existsSync(fromDoc)) continue;
    missing.push({ line: lineOf(prose, m.index), token });
  }
  return missing;
}

// ------------------------------------------------------------------ check
const problems = [];
let paths = 0;
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
  if (PATH_DOCS.test(file)) {
    paths += 1;
    for (const { line, token } of missingPaths(file, text)) {
      problems.push(`${file}:${line}: \`${token}\`: no such file or folder (from the root or from ${dirname(file)}/)`);
    }
  }
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`check-doc-refs: ${problems.length} problem(s) in ${files.length} files.`);
  process.exit(1);
}
console.log(
  `check-doc-refs: ${refs} doc references in ${files.length} files resolve; the backticked paths of ${paths} docs exist; no citation of a document outside the repository.`,
);

#!/usr/bin/env node
/**
 * Rewrites citations of the product documents that are not in the repository (the spec's section
 * numbers, decisions.md, domain.md, conventions.md) into references to docs/rules/*.md, where the
 * product's rules live now.
 *
 * Only comments, test titles and documentation text change: in TS/TSX/JS the comments, the titles
 * of describe/it/test calls and the `description` strings of src/api/openapi.ts (the same text is
 * in docs/openapi.json, rewritten alike so the generated contract stays current); in SCSS/CSS the
 * comments; Markdown as a whole (links relative to the file, plain paths inside code). Idempotent:
 * a second run finds nothing to change.
 *
 *   node scripts/rewrite-citations.mjs           rewrite in place, print a summary
 *   node scripts/rewrite-citations.mjs --dry     print what would change, write nothing
 *   node scripts/rewrite-citations.mjs --table   also print every citation and its target
 *
 * Exits 1 when a citation cannot be mapped (it is then left as it is and listed).
 * scripts/check-doc-refs.mjs checks the result.
 */
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { headingsOf } from './doc-refs/markdown.mjs';
import { regionsOf, STYLE } from './doc-refs/regions.mjs';
import { RULES_DIR, T } from './doc-refs/targets.mjs';
import { SPEC_RULES, PHRASES } from './doc-refs/spec-rules.mjs';
import { DOC_RULES } from './doc-refs/doc-rules.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DRY = process.argv.includes('--dry');
const TABLE = process.argv.includes('--table');
/** The mapping table names the old citations on purpose. */
const SELF = /^scripts\/(rewrite-citations\.mjs|check-doc-refs\.mjs|doc-refs\/)/;
const RULES = [...SPEC_RULES, ...DOC_RULES];

/** Headings of every docs/rules page, keyed by page path and anchor, with their text. */
function readHeadings() {
  const titles = new Map();
  for (const name of readdirSync(join(ROOT, RULES_DIR))) {
    if (!name.endsWith('.md')) continue;
    const file = `${RULES_DIR}/${name}`;
    titles.set(file, name.replace(/\.md$/, ''));
    for (const [anchor, title] of headingsOf(join(ROOT, file))) titles.set(`${file}#${anchor}`, title);
  }
  return titles;
}

const TITLES = readHeadings();
for (const [name, target] of Object.entries(T)) {
  if (!TITLES.has(target)) throw new Error(`The mapping target ${name} = ${target} is not a heading of ${RULES_DIR}`);
}

// ------------------------------------------------------------------ files
const SCAN = ['src', 'mocks', 'e2e', 'scripts'];
const CODE = /\.(tsx?|mts|cts|mjs|cjs|jsx?)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-demo', 'coverage', 'playwright-report', 'test-results', '.git']);

function walk(dir, out) {
  for (const name of readdirSync(join(ROOT, dir))) {
    if (SKIP_DIRS.has(name)) continue;
    const rel = `${dir}/${name}`;
    if (statSync(join(ROOT, rel)).isDirectory()) walk(rel, out);
    else if (CODE.test(name) || STYLE.test(name) || name.endsWith('.md')) out.push(rel);
  }
  return out;
}

function files() {
  const list = SCAN.filter((d) => existsSync(join(ROOT, d))).flatMap((d) => walk(d, []));
  list.push('README.md');
  for (const name of readdirSync(join(ROOT, 'docs'))) if (name.endsWith('.md')) list.push(`docs/${name}`);
  list.push('docs/openapi.json');
  return list.filter((f) => !SELF.test(f) && existsSync(join(ROOT, f)));
}

// ------------------------------------------------------------------ mapping one region
const SECTION = String.raw`\d+(?:\.\d+)?`;
const QUOTED = String.raw`"[^"]{1,80}"`;
const LEADER = String.raw`(?:[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/)?)?[ \t]*`;
const CITATION = new RegExp(
  [
    // spec N[, N | and N | /N]… with an optional qualifier
    String.raw`\b[Ss]pec (${SECTION}(?:(?:, | and |\/)${SECTION}(?![\d.]))*)(?: (Reading [AB]|Store\b|"(?:Shift|Permissions|Time entry)"))?`,
    // decisions.md / domain.md "Section"[, "Section"]…
    String.raw`` + '`?' + String.raw`\b(decisions|domain)\.md` + '`?' + String.raw`${LEADER}(${QUOTED}(?:,${LEADER}${QUOTED})*)`,
    // bare file names, in backticks or not
    '`?' + String.raw`\b(decisions|domain|conventions)\.md\b` + '`?',
  ].join('|'),
  'g',
);

const lineAt = (text, index) => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end < 0 ? text.length : end);
};

function resolve(key, file, line) {
  for (const rule of RULES) {
    if (!rule.cite.test(key)) continue;
    if (rule.file && !rule.file.test(file)) continue;
    if (rule.line && !rule.line.test(line)) continue;
    return rule.to;
  }
  return null;
}

/** The keys one citation match stands for, e.g. `spec 2.1, 4.3` → ['spec:2.1', 'spec:4.3']. */
function keysOf(m) {
  if (m[1] !== undefined) {
    const sections = m[1].split(/, | and |\//);
    return sections.map((s, i) => (i === sections.length - 1 && m[2] ? `spec:${s} ${m[2]}` : `spec:${s}`));
  }
  if (m[3] !== undefined) {
    const names = [...m[4].matchAll(/"([^"]+)"/g)].map((q) => q[1].replace(/\s*\n\s*(\*|\/\/)?\s*/g, ' ').trim());
    return names.map((n) => `${m[3]}:"${n}"`);
  }
  return [m[5]];
}

const TOKEN = /⟦([^⟧]+)⟧/g;
const found = []; // { file, line, text, key, to }
const unmapped = [];

/** A reference as the place it stands in takes it: a path in code, a relative link in Markdown. */
function render(token, kind, file) {
  const [target, phrase] = token.split('|');
  if (kind === 'plain') return phrase ? `${phrase} (${target})` : target;
  const [path, anchor] = target.split('#');
  let rel = relative(dirname(join(ROOT, file)), join(ROOT, path))
    .split(sep)
    .join('/');
  if (!rel.startsWith('.')) rel = rel || '.';
  const title = TITLES.get(target) ?? path;
  const label = phrase ?? `${title.charAt(0).toLowerCase()}${title.slice(1)}`;
  return `[${label}](${rel}${anchor ? `#${anchor}` : ''})`;
}

function rewriteRegion(text, start, end, kind, file, fileText) {
  let region = text.slice(start, end);
  const lineNo = (offset) => fileText.slice(0, start + offset).split('\n').length;
  for (const phrase of PHRASES) {
    region = region.replace(phrase.re, (all, ...rest) => {
      const offset = rest.at(-2);
      const out = phrase.to
        .replace(/\$(\d)/g, (_, n) => rest[Number(n) - 1])
        .replace(/\{\{(\w+)(\|[^}]+)?\}\}/g, (_, name, label = '') => `⟦${T[name]}${label}⟧`);
      found.push({ file, line: lineNo(offset), text: all, key: 'phrase', to: out.replace(TOKEN, '$1') });
      return out;
    });
  }
  region = region.replace(CITATION, (...args) => {
    const m = args.slice(0, 6);
    const offset = args[6];
    const line = lineAt(region, offset);
    const keys = keysOf(m);
    const targets = keys.map((key) => resolve(key, file, line));
    if (targets.some((t) => t === null)) {
      unmapped.push({ file, line: lineNo(offset), text: m[0], keys: keys.filter((_, i) => targets[i] === null) });
      return m[0];
    }
    keys.forEach((key, i) => found.push({ file, line: lineNo(offset), text: m[0], key, to: targets[i] }));
    return [...new Set(targets)].map((t) => `⟦${t}⟧`).join(', ');
  });
  // The same reference twice in a row (`spec 4.3, decisions.md` → both the redirect) is said once.
  let before;
  do {
    before = region;
    region = region.replace(/⟦([^⟧]+)⟧(?:, | and |; |\/)⟦\1⟧/g, '⟦$1⟧').replace(/⟦([^⟧]+)⟧ \(⟦\1⟧\)/g, '⟦$1⟧');
  } while (region !== before);
  return region.replace(TOKEN, (_, t) => render(t, kind, file));
}

function rewrite(file, text) {
  const regions = regionsOf(file, text).sort((a, b) => b[0] - a[0]);
  let out = text;
  for (const [start, end, kind] of regions) {
    const slice = out.slice(start, end);
    if (!/[Ss]pec \d|(decisions|domain|conventions)\.md|\b[24]\.[23] (order|rule|logout|landing|store)/.test(slice)) continue;
    out = out.slice(0, start) + rewriteRegion(out, start, end, kind, file, text) + out.slice(end);
  }
  return out;
}

// ------------------------------------------------------------------ run
let changedFiles = 0;
for (const file of files()) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out = rewrite(file, text);
  if (out === text) continue;
  changedFiles += 1;
  if (DRY) console.log(`would change ${file}`);
  else writeFileSync(join(ROOT, file), out);
}

if (TABLE) {
  for (const f of found) console.log(`${f.file}:${f.line}\t${f.key}\t${f.text.replace(/\s+/g, ' ')}\t→ ${f.to}`);
}
const byTarget = new Map();
for (const f of found) byTarget.set(f.to, (byTarget.get(f.to) ?? 0) + 1);
console.log(`${found.length} citations in ${changedFiles} files ${DRY ? 'would be' : 'were'} rewritten to ${byTarget.size} references.`);
for (const u of unmapped) console.error(`not mapped: ${u.file}:${u.line} ${JSON.stringify(u.text)} (${u.keys.join(', ')})`);
process.exit(unmapped.length > 0 ? 1 : 0);

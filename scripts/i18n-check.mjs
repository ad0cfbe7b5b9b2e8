// The catalogues' gate (docs/rules/i18n.md#guards), first step of `npm test`:
//   1. `lingui extract --clean` must change no catalogue: a text added to the code and not
//      extracted (a missing key) or a catalogue entry the code no longer uses (an unused key)
//      fails, and the catalogues are left updated for the developer to translate and commit;
//   2. every German entry has its translation (an empty `msgstr` is a missing one), and the same
//      text has one translation in every catalogue;
//   3. the catalogues compile (`lingui compile --typescript`) for the type-check, the builds and Vitest.
// `node scripts/i18n-check.mjs --write` extracts and compiles without failing (npm run i18n).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const WRITE = process.argv.includes('--write');
const root = process.cwd();

/** Every `.po` under a `locales` folder of src/ (a module's `locales/shell/` too). */
function catalogues(dir = join(root, 'src'), found = [], inLocales = false) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) catalogues(path, found, inLocales || name === 'locales');
    else if (name.endsWith('.po') && inLocales) found.push(path);
  }
  return found;
}

/** A catalogue without its header (the header's creation date is not content). */
function body(path) {
  const text = readFileSync(path, 'utf8');
  const end = text.indexOf('\n\n');
  return end === -1 ? '' : text.slice(end + 2);
}

function lingui(args) {
  const result = spawnSync('npx', ['lingui', ...args], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`✖ lingui ${args.join(' ')} failed`);
    process.exit(1);
  }
}

const before = new Map(catalogues().map((path) => [path, body(path)]));
lingui(['extract', '--clean']);
const after = catalogues();
const changed = after.filter((path) => before.get(path) !== body(path)).map((path) => relative(root, path));

/** German entries without a translation: `msgid "…"` followed by `msgstr ""` and no continuation line. */
const missing = [];
for (const path of after.filter((p) => p.endsWith(`${sep}de.po`))) {
  const entries = readFileSync(path, 'utf8').split(/\n\n+/).slice(1);
  for (const entry of entries) {
    if (/^msgstr ""$/m.test(entry) && !/^msgstr ""\n"/m.test(entry)) {
      const id = entry.match(/^msgid "(.*)"$/m)?.[1] ?? entry.split('\n').find((l) => l.startsWith('msgid')) ?? entry;
      missing.push(`${relative(root, path)}: ${id}`);
    }
  }
}

/**
 * One text, one translation: the catalogues of a language merge into one table at run time, so
 * the same English (and context) translated two ways would show whichever loaded last. Where the
 * English means two things (an amount of money, an amount of stock), the code gives it a context.
 */
const translations = new Map();
for (const path of after.filter((p) => p.endsWith(`${sep}de.po`))) {
  for (const entry of readFileSync(path, 'utf8').split(/\n\n+/).slice(1)) {
    const id = entry.match(/^msgid "(.*)"$/m)?.[1];
    const text = entry.match(/^msgstr "(.*)"$/m)?.[1];
    if (id === undefined || !text) continue;
    const key = `${entry.match(/^msgctxt "(.*)"$/m)?.[1] ?? ''}\u0004${id}`;
    const known = translations.get(key) ?? new Map();
    known.set(text, [...(known.get(text) ?? []), relative(root, path)]);
    translations.set(key, known);
  }
}
const conflicts = [...translations].filter(([, texts]) => texts.size > 1);

lingui(['compile', '--typescript']);

let failed = false;
if (changed.length > 0 && !WRITE) {
  failed = true;
  console.error(
    `✖ ${changed.length} catalogue(s) were out of date with the code (a text not extracted, or an entry no longer used); they are updated now, translate and commit them:\n  ${changed.join('\n  ')}`,
  );
}
if (missing.length > 0) {
  failed = !WRITE;
  console.error(`${WRITE ? '!' : '✖'} ${missing.length} German text(s) without a translation:\n  ${missing.slice(0, 50).join('\n  ')}`);
}
if (conflicts.length > 0) {
  failed = true;
  console.error(
    `✖ ${conflicts.length} text(s) translated two ways (one translation, or a context in the code):\n  ${conflicts
      .map(
        ([key, texts]) =>
          `"${key.split('\u0004')[1]}": ${[...texts].map(([text, paths]) => `"${text}" (${paths.join(', ')})`).join(' / ')}`,
      )
      .join('\n  ')}`,
  );
}
if (failed) process.exit(1);
console.log(
  WRITE
    ? `✔ ${after.length} catalogues extracted and compiled`
    : `✔ ${after.length} catalogues current, every German text translated, compiled`,
);

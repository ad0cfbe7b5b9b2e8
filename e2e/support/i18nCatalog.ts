import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The app's catalogues read in Node (issue #34), so a flow is written once against the English
 * source texts and runs in German too: `tr('Save supplier')` is the German `msgstr` of that
 * `msgid` in `src/**\/locales/de.po` (docs/rules/i18n.md), and the text itself in English.
 * German fails loudly on a text the catalogues do not have or have not translated: the flow
 * cannot pass by reading English on a German page.
 */

export type Lang = 'en' | 'de';

interface Entry {
  msgid: string;
  msgstr: string;
  /** msgctxt: the same English in another sense ("Amount" of stock), a message of its own. */
  context: string;
  file: string;
}

const ROOT = join(import.meta.dirname, '..', '..');

/** `"a\"b\n"` → `a"b` + newline: a PO string literal's content. */
function unquote(literal: string): string {
  const body = literal.trim().replace(/^"|"$/g, '');
  return body.replace(/\\(["\\nt])/g, (_, c: string) => ({ n: '\n', t: '\t', '"': '"', '\\': '\\' })[c] ?? c);
}

/** The entries of a `.po` file (with their msgctxt, if any), header and obsolete entries left out. */
function parsePo(text: string, file = ''): Entry[] {
  const entries: Entry[] = [];
  let field: 'msgctxt' | 'msgid' | 'msgstr' | 'other' | null = null;
  let current = { msgctxt: '', msgid: '', msgstr: '' };
  let open = false;
  const flush = () => {
    if (open && current.msgid !== '') entries.push({ msgid: current.msgid, msgstr: current.msgstr, context: current.msgctxt, file });
    current = { msgctxt: '', msgid: '', msgstr: '' };
    open = false;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#~')) continue;
    if (line === '' || line.startsWith('#')) {
      if (field === 'msgstr') flush();
      field = null;
      continue;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, key = '', value = '""'] = keyword;
      if ((key === 'msgid' && field !== 'msgctxt') || key === 'msgctxt') {
        if (field === 'msgstr') flush();
        open = true;
      }
      field = key === 'msgid' || key === 'msgctxt' ? key : key.startsWith('msgstr') ? 'msgstr' : 'other';
      if (field !== 'other') current[field] += unquote(value);
    } else if (line.startsWith('"') && field !== null && field !== 'other') {
      current[field] += unquote(line);
    }
  }
  flush();
  return entries;
}

/** Every `.po` catalogue of a language under src/ (layers and modules). */
function catalogueFiles(lang: Lang): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (entry.isFile() && entry.name === `${lang}.po` && dir.endsWith('locales')) found.push(path);
    }
  };
  walk(join(ROOT, 'src'));
  return found.sort();
}

/** A message's placeholders made nameless (`{name}`, `{0}` → `{}`), so a flow need not guess the names the code chose. */
const placeholderFree = (msgid: string) => msgid.replace(/\{\s*[\w$]+\s*\}/g, '{}');

const cache = new Map<Lang, Entry[]>();

/** All entries of a language's catalogues (read once per worker). */
export function catalogue(lang: Lang): Entry[] {
  let entries = cache.get(lang);
  if (!entries) {
    entries = catalogueFiles(lang).flatMap((file) => parsePo(readFileSync(file, 'utf8'), relative(ROOT, file)));
    cache.set(lang, entries);
  }
  return entries;
}

export interface Translator {
  lang: Lang;
  /**
   * The text of `msgid` in the language, placeholders filled in order (`tr('Clocked in at {time}', '08:00')`).
   * German throws on a text without a translation.
   */
  (msgid: string, ...values: (string | number)[]): string;
  /**
   * The text as a pattern, anchored at both ends: the placeholders given values (in order) read
   * them, the others (and plural/select parts) match any text.
   */
  re: (msgid: string, ...values: (string | number)[]) => RegExp;
}

/** A text as a regular expression that matches it literally. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Placeholder names of a message, in their order (`{a} of {b}` → a, b). */
const namesOf = (message: string) => [...message.matchAll(/\{\s*([\w$]+)\s*\}/g)].map((m) => m[1] ?? '');

/** Fills a message's simple placeholders by the English names (German may order them differently). */
function fill(message: string, names: string[], values: (string | number)[]): string {
  return message.replace(/\{\s*([\w$]+)\s*\}/g, (whole, name: string) => {
    const i = names.indexOf(name);
    return i >= 0 && i < values.length ? String(values[i]) : whole;
  });
}

/** A message's own text: what is outside its placeholders and plural/select blocks (nested to any depth). */
function outsidePlaceholders(message: string): string {
  let out = '';
  let depth = 0;
  for (const c of message) {
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += c;
  }
  return out;
}

/** A message as a regular expression: `{x}` and ICU plural/select blocks match any text. */
function messagePattern(message: string): RegExp {
  let out = '';
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const c = message[i] ?? '';
    if (c === '{') {
      if (depth === 0) out += '(.+?)';
      depth++;
    } else if (c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += escapeRe(c);
  }
  return new RegExp(`^${out.replace(/\s+/g, '\\s+')}$`);
}

/**
 * Which catalogue speaks for a text shown on a page when two translate the same English differently
 * (a menu entry in layout, the page's heading in its module): the module's first, then the session's,
 * the shell's, the shared messages'.
 */
function rank(file: string): number {
  const order = ['src/modules/', 'src/session/', 'src/layout/', 'src/config/'];
  const i = order.findIndex((prefix) => file.startsWith(prefix));
  return i < 0 ? order.length : i;
}

function germanOf(msgid: string): { msgstr: string; msgid: string } {
  const key = placeholderFree(msgid);
  // A flow names texts without a context (one with a context is another message, which no flow reads).
  const all = catalogue('de').filter((e) => e.context === '');
  // The same placeholder names first ("Order {number}", not "Order {itemName}"), then any names.
  const exact = all.filter((e) => e.msgid === msgid);
  const matches = (exact.length > 0 ? exact : all.filter((e) => placeholderFree(e.msgid) === key)).sort(
    (a, b) => rank(a.file) - rank(b.file),
  );
  if (matches.length === 0) {
    throw new Error(`"${msgid}" is not a message of any catalogue (src/**/locales/de.po): not extracted yet, or the flow's text is wrong`);
  }
  // One English text has one German translation in every catalogue: scripts/i18n-check.mjs, the
  // first step of `npm test`, fails otherwise (docs/rules/i18n.md#guards).
  const translated = matches.find((e) => e.msgstr.trim() !== '');
  if (!translated) {
    throw new Error(`"${msgid}" has no German translation (empty msgstr in ${matches.map((m) => m.file).join(', ')})`);
  }
  return translated;
}

/** The translator of a language: German from the catalogues, English the text itself. */
export function translator(lang: Lang): Translator {
  const tr = ((msgid: string, ...values: (string | number)[]) => {
    if (lang === 'en') return fill(msgid, namesOf(msgid), values);
    const { msgstr, msgid: source } = germanOf(msgid);
    return fill(msgstr, namesOf(source), values);
  }) as Translator;
  tr.lang = lang;
  tr.re = (msgid: string, ...values: (string | number)[]) => messagePattern(tr(msgid, ...values));
  return tr;
}

/** What English text on a German page is: exact msgids, and patterns of msgids with placeholders. */
export interface EnglishTexts {
  exact: Set<string>;
  patterns: { msgid: string; re: RegExp }[];
}

/** Letters a pattern must keep outside its placeholders to be told apart from data. */
const MIN_LITERAL_LETTERS = 8;

/**
 * The English texts that must not show on a German page: each msgid whose German differs from it
 * (a German word that reads the same, "Status", "Name", is no English left). Messages with
 * placeholders become patterns when enough of their own words remain.
 */
export function englishTexts(): EnglishTexts {
  const german = new Map<string, string[]>();
  for (const e of catalogue('de')) german.set(e.msgid, [...(german.get(e.msgid) ?? []), e.msgstr.trim()]);
  const exact = new Set<string>();
  const patterns: EnglishTexts['patterns'] = [];
  for (const [msgid, msgstrs] of german) {
    if (msgstrs.some((s) => s === msgid)) continue;
    const normal = msgid.replace(/\s+/g, ' ').trim();
    if (!/\{/.test(normal)) {
      if (/\p{L}/u.test(normal)) exact.add(normal);
      continue;
    }
    if ((outsidePlaceholders(normal).match(/\p{L}/gu) ?? []).length >= MIN_LITERAL_LETTERS)
      patterns.push({ msgid, re: messagePattern(normal) });
  }
  return { exact, patterns };
}

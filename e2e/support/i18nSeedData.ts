import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from './i18nCatalog';

/**
 * The texts a page may show untranslated because they are data, not the app's words (issue #34's
 * pseudo-locale check): the demo server's seed records (mocks/db: names of people, stores,
 * suppliers, products, storage areas, notes), read in Node from the seed's source and
 * catalog.json, and the words `Intl` writes for dates in English (the pseudo-locale formats as English).
 */

const DB = join(import.meta.dirname, '..', '..', 'mocks', 'db');

/**
 * The string literals of a TypeScript source: quoted strings (those inside a template's `${…}`
 * too), and template literals split at their `${…}` parts.
 */
function literalsOf(source: string): string[] {
  const quoted = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map((m) => m[1] ?? m[2] ?? '');
  const templates = [...source.matchAll(/`((?:[^`\\]|\\.)*)`/g)].flatMap((m) => (m[1] ?? '').split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/));
  return [...quoted, ...templates].map((s) => s.replace(/\\(.)/g, '$1'));
}

/** Every string of a JSON value, object keys included (catalog.json's categories are keys). */
function stringsOfJson(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOfJson);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...stringsOfJson(v)]);
  return [];
}

/** The names the pseudo-locale leaves as they are: the product's and the languages' own names (not translated by design). */
const PROPER_NAMES = ['StoreOps', 'English', 'Deutsch'];

/** English words of dates and times as `Intl` writes them (months, weekdays, AM/PM, "at"). */
export function intlDateWords(): string[] {
  const words = new Set(['AM', 'PM', 'am', 'pm', 'at']);
  for (let i = 0; i < 12; i++) {
    const d = new Date(Date.UTC(2026, i, 15));
    for (const month of ['long', 'short', 'narrow'] as const) {
      for (const tag of ['en-US', 'en-GB']) words.add(new Intl.DateTimeFormat(tag, { month, timeZone: 'UTC' }).format(d));
    }
  }
  for (let i = 0; i < 7; i++) {
    const d = new Date(Date.UTC(2026, 10, 23 + i));
    for (const weekday of ['long', 'short'] as const)
      for (const tag of ['en-US', 'en-GB']) words.add(new Intl.DateTimeFormat(tag, { weekday, timeZone: 'UTC' }).format(d));
  }
  return [...words];
}

let cached: string[] | null = null;

/**
 * The seed's texts (with letters), longest first. A seed text that is also one of the app's English
 * messages is left out: on a page it is more likely the untranslated message than the data.
 */
export function seedTexts(): string[] {
  if (cached) return cached;
  const texts = new Set<string>(PROPER_NAMES);
  for (const file of readdirSync(DB)) {
    const path = join(DB, file);
    if (file.endsWith('.json')) for (const s of stringsOfJson(JSON.parse(readFileSync(path, 'utf8')))) texts.add(s);
    else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) for (const s of literalsOf(readFileSync(path, 'utf8'))) texts.add(s);
  }
  const messages = new Set(catalogue('en').map((e) => e.msgid));
  // A person's initials stand for them (the avatar): "Olivia Owner" → "OO".
  for (const text of [...texts]) {
    const words = text.split(' ');
    if (words.length === 2 && words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w))) texts.add(words.map((w) => w[0]).join(''));
  }
  cached = [...texts]
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /\p{L}/u.test(s) && !messages.has(s))
    .sort((a, b) => b.length - a.length);
  return cached;
}

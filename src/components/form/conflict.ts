import { t } from '@lingui/core/macro';
import { decimalText } from '@/lib/decimal';
import { isRecord } from '@/lib/isRecord';

/**
 * No lost update (issue #29): a record carries `version` (a whole number the server raises on
 * every accepted write); an update sends the version its form was opened with; a server that
 * has a newer one answers 409 `{ message, current }` with its current record. The form keeps
 * the typed values and compares them with `current` field by field ("Reload theirs" / "Keep
 * mine"). A record without `version` (a server that does not version) sends none, and the last
 * write wins.
 */
export interface ConflictOptions<V> {
  /** The version of the record the form opened with; undefined when the server sent none. */
  version: number | undefined;
  /**
   * The 409's current record as form values and its version; undefined when it cannot be read
   * (schema check). `message`: the form's own words for it (who changed it), else the server's.
   */
  read: (current: unknown) => { values: V; version: number | undefined; message?: string } | undefined;
  /** Field path → label in the comparison (`address.city` → "City"); other paths show as written. */
  labels?: Readonly<Record<string, string>>;
  /** A value as the comparison shows it; undefined for the kit's own display. */
  format?: (path: string, value: unknown) => string | undefined;
  /**
   * The module's own sentence for its kind of record ("This supplier was changed…", its
   * messages.ts); without one the view shows the server's message, else "This record was changed…".
   */
  stale?: string;
}

/** A stale save refused by the server: its message and the record as saved by the other person. */
export interface Conflict<V> {
  message: string;
  theirs: V;
  version: number | undefined;
}

/** One field whose saved value (theirs) differs from the typed one (mine). */
export interface ConflictChange {
  path: string;
  label: string;
  theirs: string;
  mine: string;
  /**
   * What "Keep mine" saves in this field (issue #41, three-way): mine where I changed it since
   * the form opened, theirs where I did not (their change to a field I never touched stays).
   */
  kept: 'theirs' | 'mine';
}

/** The `current` record of a 409 answer, or undefined for any other failure (a duplicate name's 409 has none). */
export function conflictCurrent(error: unknown): unknown {
  if (!isRecord(error) || error.status !== 409 || !isRecord(error.data)) return undefined;
  return error.data.current ?? undefined;
}

function leaves(value: unknown, path: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, out);
  } else if (path) {
    out.set(path, value);
  }
  return out;
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value))) return '—';
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => (isRecord(v) ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'string') return value;
  // A number reads as its field shows it (`12,5` in German).
  if (typeof value === 'number') return decimalText(value);
  return JSON.stringify(value) ?? '—';
}

const humanise = (path: string) => {
  const words = path
    .replace(/\./g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields where theirs and mine differ, in the form's order of values, labelled and shown for
 * people. With `base` (the values the form opened with, normalized like `mine`), each says which
 * value "Keep mine" saves there (`kept`, see `keepMine`); without it, mine.
 */
export function changesBetween<V>(
  theirs: V,
  mine: V,
  options: Pick<ConflictOptions<V>, 'labels' | 'format'> = {},
  base?: V,
): ConflictChange[] {
  const a = leaves(theirs, '', new Map());
  const b = leaves(mine, '', new Map());
  const o = base === undefined ? undefined : leaves(base, '', new Map());
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  const changes: ConflictChange[] = [];
  for (const path of paths) {
    const t = a.get(path);
    const m = b.get(path);
    if (same(t, m)) continue;
    changes.push({
      path,
      label: options.labels?.[path] ?? humanise(path),
      theirs: options.format?.(path, t) ?? show(t),
      mine: options.format?.(path, m) ?? show(m),
      kept: o && same(o.get(path), m) ? 'theirs' : 'mine',
    });
  }
  return changes;
}

function setLeaf(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop();
  let at: Record<string, unknown> = target;
  for (const key of keys) {
    const inner = at[key];
    if (inner === undefined) at[key] = {};
    else if (!isRecord(inner)) return;
    at = at[key] as Record<string, unknown>;
  }
  if (last !== undefined) at[last] = value;
}

function copy(value: unknown): unknown {
  return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)])) : value;
}

/**
 * "Keep mine" as a three-way merge (issue #41): `base` is the record as the form opened it (or
 * as last saved or reloaded), `theirs` the server's current record from the 409, `typed` the
 * form's values. Only the fields I changed since `base` overwrite theirs; where mine is still
 * the base value, theirs is kept, so a colleague's change to a field I never touched is not
 * reverted. A field both changed keeps mine (the conflict view shows it before). Fields are
 * compared leaf by leaf (nested objects by path; a list is one value), on the `normalize`d
 * values (a trailing space is no change); the typed value itself is what is kept.
 */
export function keepMine<V>(base: V, theirs: V, typed: V, normalize?: (values: V) => V): V {
  const mineLeaves = leaves(normalize ? normalize(typed) : typed, '', new Map());
  const baseLeaves = leaves(normalize ? normalize(base) : base, '', new Map());
  const theirLeaves = leaves(theirs, '', new Map());
  const merged = copy(typed) as V;
  if (!isRecord(merged)) return merged;
  for (const [path, value] of theirLeaves) {
    // A field missing on both sides (a cell added by them) is unchanged by me, too.
    if (same(baseLeaves.get(path), mineLeaves.get(path))) {
      setLeaf(merged, path, copy(value));
    }
  }
  return merged;
}

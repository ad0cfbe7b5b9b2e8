import type { UnsavedDraft } from '@/lib/useUnsavedChangesGuard';
import { isRecord } from '@/lib/isRecord';

/**
 * Forms whose session expired while they had unsaved changes (the reload of docs/rules/api.md#session-expired would lose them).
 * Kept in sessionStorage (this tab only, gone when it closes) for the user who typed them, keyed
 * by the form's path (and its `form` name where a page holds several); the form offers them again
 * after the next sign-in.
 */
const KEY = 'storeops.formDrafts';

/**
 * Bank data never reaches web storage (issue 28): fields with these names (case, `_` and `-`
 * ignored) are left out of every draft, and so is any text that looks like an IBAN wherever it
 * was typed. On restore such a field keeps the form's own value (mergeDraft).
 */
const SECRET_FIELDS = new Set(['iban', 'bic', 'swift', 'swiftcode', 'taxid', 'taxnumber', 'vatid', 'accountnumber', 'password', 'token']);
const isSecretField = (key: string) => SECRET_FIELDS.has(key.replace(/[_-]/g, '').toLowerCase());
const looksLikeIban = (value: string) =>
  /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value.replace(/[\s\u200b-\u200d\u2060-]/gu, '').toUpperCase());

/** The values without bank data (see SECRET_FIELDS); arrays and nested objects are walked. */
function withoutSecrets(values: unknown, depth = 0): unknown {
  if (typeof values === 'string') return looksLikeIban(values) ? undefined : values;
  // Form values are a few levels deep; anything deeper is not kept at all.
  if (depth > 8) return undefined;
  if (Array.isArray(values)) return values.map((v) => withoutSecrets(v, depth + 1) ?? null);
  if (!isRecord(values)) return values;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isSecretField(key)) continue;
    const kept = withoutSecrets(value, depth + 1);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

interface StoredDrafts {
  owner: string;
  drafts: UnsavedDraft[];
}

export function readDrafts(storage: Storage = sessionStorage): StoredDrafts | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (!isRecord(parsed) || typeof parsed.owner !== 'string' || !Array.isArray(parsed.drafts)) return null;
    const drafts = parsed.drafts.flatMap((d: unknown) =>
      isRecord(d) && typeof d.path === 'string'
        ? [{ path: d.path, values: withoutSecrets(d.values), ...(typeof d.form === 'string' ? { form: d.form } : {}) }]
        : [],
    );
    return { owner: parsed.owner, drafts };
  } catch {
    return null;
  }
}

/** One form's place: its page's path and, where the page holds several, its name. */
const formKey = (d: Pick<UnsavedDraft, 'path' | 'form'>) => `${d.path}\n${d.form ?? ''}`;

/** The kept draft of the form at `path` named `form` (none: the page's one form). */
export function findDraft(drafts: readonly UnsavedDraft[], path: string, form?: string): UnsavedDraft | undefined {
  return drafts.find((d) => formKey(d) === formKey({ path, form }));
}

/** Keeps the drafts of `owner` (replacing older ones of the same forms). Never throws. */
export function keepDrafts(owner: string, drafts: UnsavedDraft[], storage: Storage = sessionStorage): void {
  if (drafts.length === 0) return;
  const previous = readDrafts(storage);
  const forms = new Set(drafts.map(formKey));
  const kept = previous?.owner === owner ? previous.drafts.filter((d) => !forms.has(formKey(d))) : [];
  try {
    const safe = drafts.map((d) => ({ ...d, values: withoutSecrets(d.values) }));
    storage.setItem(KEY, JSON.stringify({ owner, drafts: [...kept, ...safe] }));
  } catch {
    // Storage full: the draft cannot be kept; the sign-out must go on regardless.
  }
}

/** The paths with a kept draft of `owner`; another user's drafts are dropped. */
export function draftPathsOf(owner: string, storage: Storage = sessionStorage): string[] {
  const stored = readDrafts(storage);
  if (stored && stored.owner !== owner) storage.removeItem(KEY);
  return stored?.owner === owner ? [...new Set(stored.drafts.map((d) => d.path))] : [];
}

export function dropDraft(path: string, form?: string, storage: Storage = sessionStorage): void {
  const stored = readDrafts(storage);
  if (!stored) return;
  const drafts = stored.drafts.filter((d) => formKey(d) !== formKey({ path, form }));
  if (drafts.length) storage.setItem(KEY, JSON.stringify({ ...stored, drafts }));
  else storage.removeItem(KEY);
}

/**
 * The stored values laid over the form's own values, key by key, where the type matches: what
 * comes back from storage never gives the form a field of another shape.
 */
export function mergeDraft<T extends object>(base: T, stored: unknown): T {
  if (!isRecord(stored)) return base;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(base)) {
    const value: unknown = Reflect.get(base, key);
    out[key] = value;
    const candidate = stored[key];
    const sameKind =
      Array.isArray(value) === Array.isArray(candidate) && typeof candidate === typeof value && (candidate !== null || value === null);
    if (key in stored && sameKind) {
      out[key] = isRecord(value) && isRecord(candidate) ? mergeDraft(value, candidate) : candidate;
    }
  }
  // Built key by key from `base` itself: the same keys, each value of the same kind as in `base`.
  return out as T;
}

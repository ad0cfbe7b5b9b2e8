import { STORAGE_KEYS } from '@/config/constants';
import type { MESSAGES } from '@/config/messages';
import type { StoreEntry, StoredUserData } from './types';
import { isRecord } from '@/lib/isRecord';

/** Browser storage of the session (docs/rules/session.md#session-restore, docs/rules/session.md#browser-storage). The only code that touches these keys. */

/** Why a restore failed: a key of MESSAGES.restore (a code; its text is read where it is shown). */
type RestoreFailure = keyof typeof MESSAGES.restore;

export type RestoreResult =
  { ok: true; accessToken: string; userData: StoredUserData; storedStoreId: string | null } | { ok: false; reason: RestoreFailure };

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): value is string | undefined => value === undefined || isString(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/**
 * A store entry of the stored record (docs/rules/session.md#session-restore: items with an id); what is absent is filled in,
 * what is there must have its type. Null when malformed.
 */
function toStoreEntry(value: unknown): StoreEntry | null {
  if (!isRecord(value) || !isString(value.id) || value.id === '') return null;
  const name = value.name ?? '';
  const roles = value.roles ?? [];
  const permissions = value.permissions ?? [];
  if (!isString(name) || !isStringList(roles) || !isStringList(permissions)) return null;
  // Only the known fields: whatever else the record holds is not carried into the app.
  return { id: value.id, name, roles, permissions };
}

/**
 * The stored record checked as a whole, not only `userId`: a record the app could not use (e.g.
 * `stores: [null]`) would otherwise break the start-up. Missing lists are filled in; null when
 * anything has the wrong shape.
 */
function toUserData(value: unknown): StoredUserData | null {
  if (!isRecord(value) || !isString(value.userId) || value.userId === '') return null;
  const { userName, email, currentStoreId } = value;
  const rawStores = value.stores ?? [];
  const globalPermissions = value.globalPermissions ?? [];
  if (
    !isOptionalString(userName) ||
    !isOptionalString(email) ||
    !isOptionalString(currentStoreId) ||
    !Array.isArray(rawStores) ||
    !isStringList(globalPermissions)
  ) {
    return null;
  }
  const stores: StoreEntry[] = [];
  for (const raw of rawStores) {
    const store = toStoreEntry(raw);
    if (!store) return null;
    stores.push(store);
  }
  const currentStore =
    value.currentStore === undefined || value.currentStore === null ? value.currentStore : toStoreEntry(value.currentStore);
  if (currentStore === null && value.currentStore !== null) return null;
  // Only the known fields (issue 28): an unknown one, however large or deep, is dropped here.
  return {
    userId: value.userId,
    ...(userName === undefined ? {} : { userName }),
    ...(email === undefined ? {} : { email }),
    ...(currentStoreId === undefined ? {} : { currentStoreId }),
    stores,
    globalPermissions,
    ...(currentStore === undefined ? {} : { currentStore }),
  };
}

/**
 * The record the app writes is at most four levels deep (`stores[].permissions[]`); one nested
 * deeper was not written by it (issue 28: an unknown field nested 2,000 deep kept the app on
 * "Loading..."). Counted on the text, before parsing, without recursion.
 */
const MAX_NESTING = 6;
function nestedTooDeep(json: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      depth++;
      if (depth > MAX_NESTING) return true;
    } else if (c === '}' || c === ']') depth--;
  }
  return false;
}

export function readStoredSession(storage: Storage = localStorage): RestoreResult {
  const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
  if (!accessToken) return { ok: false, reason: 'noToken' };
  const raw = storage.getItem(STORAGE_KEYS.userData);
  if (!raw) return { ok: false, reason: 'noUserData' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'unparsableUserData' };
  }
  if (nestedTooDeep(raw)) return { ok: false, reason: 'invalidUserData' };
  const userData = toUserData(parsed);
  if (!userData) return { ok: false, reason: 'invalidUserData' };
  return {
    ok: true,
    accessToken,
    userData,
    storedStoreId: storage.getItem(STORAGE_KEYS.currentStoreId),
  };
}

/**
 * The stored user record, for the store-context rule of 4.2: `undefined` when it cannot be used
 * (unparsable or malformed: the rule then ignores it).
 */
export function readStoredUserRecord(storage: Storage = localStorage): StoredUserData | null | undefined {
  const raw = storage.getItem(STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return nestedTooDeep(raw) ? undefined : (toUserData(parsed) ?? undefined);
  } catch {
    return undefined;
  }
}

export function readStoredStoreId(storage: Storage = localStorage): string | null {
  return storage.getItem(STORAGE_KEYS.currentStoreId);
}

export function hasStoredToken(storage: Storage = localStorage): boolean {
  return Boolean(storage.getItem(STORAGE_KEYS.accessToken));
}

/**
 * Stores a new session, all or nothing: the user record first (the larger write), then the token.
 * If either write fails (QuotaExceededError) both keys are removed and the error is rethrown, so
 * the next load never finds a token without its record.
 */
export function writeSession(accessToken: string, userData: StoredUserData, storage: Storage = localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.userData, JSON.stringify(userData));
    storage.setItem(STORAGE_KEYS.accessToken, accessToken);
  } catch (error) {
    storage.removeItem(STORAGE_KEYS.accessToken);
    storage.removeItem(STORAGE_KEYS.userData);
    throw error;
  }
}

export function writeUserData(userData: StoredUserData, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.userData, JSON.stringify(userData));
}

export function writeStoreId(storeId: string | null, storage: Storage = localStorage): void {
  if (storeId) storage.setItem(STORAGE_KEYS.currentStoreId, storeId);
  else storage.removeItem(STORAGE_KEYS.currentStoreId);
}

/** Logout (4.1): the token, the user data and the current store id go. */
export function clearStoredSession(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.accessToken);
  storage.removeItem(STORAGE_KEYS.userData);
  storage.removeItem(STORAGE_KEYS.currentStoreId);
}

/**
 * A message shown once on `path` after the next full page load (the session-expired toast on
 * /sign-in). Only a page at that path takes it: the page being left may still render and read it
 * after the redirect has started (a 401 answered before the first render), and must not take it away.
 */
export function setFlashMessage(message: string, path: string, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEYS.flashMessage, JSON.stringify({ message, path }));
}

/** The message left for the page at `pathname`, removed as it is read; null for another page. */
export function takeFlashMessage(pathname: string, storage: Storage = sessionStorage): string | null {
  const stored = storage.getItem(STORAGE_KEYS.flashMessage);
  if (!stored) return null;
  let flash: { message?: unknown; path?: unknown } = {};
  try {
    flash = JSON.parse(stored) as typeof flash;
  } catch {
    // written by an older version of the app: not ours to show
  }
  if (typeof flash.path === 'string' && flash.path !== pathname) return null;
  storage.removeItem(STORAGE_KEYS.flashMessage);
  return typeof flash.message === 'string' ? flash.message : null;
}

/** A notice for the sign-in page, carried across the logout (docs/rules/session.md#store-context without a store). */
export function writeSignInNotice(notice: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.signInNotice, notice);
  } catch {
    // storage unavailable: the sign-in page simply shows no notice
  }
}

/** The notice left for the sign-in page, removed as it is read. */
export function takeSignInNotice(storage: Storage = sessionStorage): string | null {
  try {
    const notice = storage.getItem(STORAGE_KEYS.signInNotice);
    storage.removeItem(STORAGE_KEYS.signInNotice);
    return notice;
  } catch {
    return null;
  }
}

import { STORAGE_KEYS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import type { StoredUserData } from './types';

/** Browser storage of the session (spec 4.1, 9). The only code that touches these keys. */

export type RestoreFailure =
  | typeof MESSAGES.restore.noToken
  | typeof MESSAGES.restore.noUserData
  | typeof MESSAGES.restore.invalidUserData
  | typeof MESSAGES.restore.unparsableUserData;

export type RestoreResult =
  | { ok: true; accessToken: string; userData: StoredUserData; storedStoreId: string | null }
  | { ok: false; reason: RestoreFailure };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isValidUserData(value: unknown): value is StoredUserData {
  return (
    isRecord(value) &&
    typeof value.userId === 'string' &&
    value.userId !== '' &&
    (value.stores === undefined || Array.isArray(value.stores))
  );
}

export function readStoredSession(storage: Storage = localStorage): RestoreResult {
  const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
  if (!accessToken) return { ok: false, reason: MESSAGES.restore.noToken };
  const raw = storage.getItem(STORAGE_KEYS.userData);
  if (!raw) return { ok: false, reason: MESSAGES.restore.noUserData };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, reason: MESSAGES.restore.unparsableUserData };
  }
  if (!isValidUserData(parsed)) return { ok: false, reason: MESSAGES.restore.invalidUserData };
  const userData: StoredUserData = {
    ...parsed,
    stores: parsed.stores ?? [],
    globalPermissions: Array.isArray(parsed.globalPermissions) ? parsed.globalPermissions : [],
  };
  return {
    ok: true,
    accessToken,
    userData,
    storedStoreId: storage.getItem(STORAGE_KEYS.currentStoreId),
  };
}

/** The stored user record, for the store-context rule of 4.2: `undefined` when unparsable. */
export function readStoredUserRecord(
  storage: Storage = localStorage,
): StoredUserData | null | undefined {
  const raw = storage.getItem(STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? (parsed as unknown as StoredUserData) : null;
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

export function writeSession(
  accessToken: string,
  userData: StoredUserData,
  storage: Storage = localStorage,
): void {
  storage.setItem(STORAGE_KEYS.accessToken, accessToken);
  storage.setItem(STORAGE_KEYS.userData, JSON.stringify(userData));
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

/** A message shown once after the next full page load (the session-expired toast). */
export function setFlashMessage(message: string, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEYS.flashMessage, message);
}

export function takeFlashMessage(storage: Storage = sessionStorage): string | null {
  const message = storage.getItem(STORAGE_KEYS.flashMessage);
  if (message) storage.removeItem(STORAGE_KEYS.flashMessage);
  return message;
}

/** A notice for the sign-in page, carried across the logout (spec 4.2 without a store). */
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

import { getErrorMessage, getErrorStatus, requestError } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import type { AppDispatch } from '@/lib/storeHooks';
import { authApi } from './api';
import { authCheckFailed, profileLoaded, restoreFailed, sessionRestored } from './authSlice';
import { chooseStoreAtRestore } from './currentStore';
import { currentStoreSet } from './currentStoreSlice';
import { sessionEffects } from './sessionEffects';
import { clearStoredSession, readStoredSession, writeUserData, type RestoreResult } from './storage';

/**
 * Startup restore (docs/rules/session.md#session-restore, docs/rules/session.md#current-store): storage first, then the own profile confirms the token.
 * Resolves to the failure reason, or null when a session is active.
 */
export async function initSession(dispatch: AppDispatch): Promise<string | null> {
  let restored: RestoreResult;
  try {
    restored = restoreStored(dispatch);
  } catch {
    // docs/rules/session.md#session-restore: any failure while restoring clears the session and counts as signed out. Never
    // left pending: the app would stay on "Loading..." after every reload (issue 28).
    const reason = MESSAGES.restore.invalidUserData;
    console.warn(`${reason}: the stored session could not be restored and was cleared.`);
    clearStoredSession();
    dispatch(restoreFailed(reason));
    return reason;
  }
  if (!restored.ok) return MESSAGES.restore[restored.reason];
  return checkProfile(dispatch, restored);
}

/** Storage into the store, synchronously (firstScreen reads it right after). */
function restoreStored(dispatch: AppDispatch): RestoreResult {
  const restored = readStoredSession();
  if (!restored.ok) {
    const message = MESSAGES.restore[restored.reason];
    // A record that exists but cannot be used is worth a warning; a missing one is not.
    if (restored.reason === 'unparsableUserData' || restored.reason === 'invalidUserData') {
      console.warn(`${message}: the stored session was cleared.`);
    }
    clearStoredSession();
    dispatch(restoreFailed(message));
    return restored;
  }
  const { accessToken, userData, storedStoreId } = restored;
  const { currentStore: _stored, ...userInfo } = userData;
  dispatch(sessionRestored({ accessToken, userInfo }));
  dispatch(currentStoreSet(chooseStoreAtRestore(userData, storedStoreId)));
  return restored;
}

/** The own profile confirms the restored token (docs/rules/session.md#session-restore). */
async function checkProfile(dispatch: AppDispatch, restored: Extract<RestoreResult, { ok: true }>): Promise<string | null> {
  const { userData, storedStoreId } = restored;
  const leaving = sessionEffects.watchLeaving();
  const profile = dispatch(authApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
  try {
    const fresh = await profile.unwrap();
    dispatch(profileLoaded(fresh));
    // Permissions may have changed on the server: keep the stored record and store in step.
    const store = chooseStoreAtRestore({ ...fresh, currentStore: userData.currentStore }, storedStoreId);
    writeUserData({ ...fresh, currentStore: store });
    dispatch(currentStoreSet(store));
    return null;
  } catch (error) {
    const message = getErrorMessage(requestError(error), MESSAGES.user.fetchProfile);
    // A reload while the check is in flight aborts it; the next page restores the session again.
    if (leaving.isLeaving()) return message;
    // docs/rules/session.md#session-restore: any failure sends a non-public route to /sign-in. Only an answer from the server
    // says the token is bad; a call that got no answer (offline, aborted by a navigation) signs
    // out this page but keeps the stored session, so the next load can restore it.
    if (typeof getErrorStatus(requestError(error)) === 'number') clearStoredSession();
    dispatch(authCheckFailed(message));
    return message;
  } finally {
    leaving.stop();
    profile.unsubscribe();
  }
}

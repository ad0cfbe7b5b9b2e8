import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { apiUnauthorized } from '@/api/events';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { notify } from '@/lib/notify';
import type { FormGuards } from '@/lib/useUnsavedChangesGuard';
import type { AppDispatch, AppState } from '@/lib/storeHooks';
import { authApi } from './api';
import { loggedOut, profileLoaded, sessionNotStored } from './authSlice';
import { chooseStoreAfterLogin, chooseStoreAtRestore } from './currentStore';
import { draftPathsOf, keepDrafts } from './formDrafts';
import { currentStoreSet } from './currentStoreSlice';
import { sessionEffects } from './sessionEffects';
import {
  clearStoredSession,
  readStoredStoreId,
  readStoredUserRecord,
  setFlashMessage,
  writeSession,
  writeStoreId,
  writeUserData,
} from './storage';

/** What the store's listener middleware hands every listener (src/app/store.ts). */
export interface SessionListenerExtra {
  /** The app's mounted forms with unsaved changes: the session-expired flow keeps their drafts. */
  formGuards: FormGuards;
  /** Whether a path is one of the app's protected pages (./publicPaths.ts against the route table of the app's modules). */
  isProtectedPath: (pathname: string) => boolean;
}

export type SessionStartListening = TypedStartListening<AppState, AppDispatch, SessionListenerExtra>;

/** Side effects of the session: storage, the current store, and the one 401/403 handler. */
export function registerSessionListeners(startListening: SessionStartListening): void {
  // Set while the session-expired reload is under way: several failing calls cause one reload.
  let expiring = false;

  startListening({
    matcher: authApi.endpoints.login.matchFulfilled,
    effect: (action, api) => {
      const { accessToken, ...userInfo } = action.payload;
      const store = chooseStoreAfterLogin(userInfo, readStoredStoreId());
      // Another user's cache must never show through.
      api.dispatch(baseApi.util.resetApiState());
      try {
        writeSession(accessToken, { ...userInfo, currentStore: store });
      } catch (error) {
        // Storage full (QuotaExceededError) or blocked: writeSession left nothing behind; a
        // session held only in memory would be lost on the next load, so none is kept.
        const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : 'unknown error';
        console.warn(`The session could not be stored: ${name}.`);
        api.dispatch(sessionNotStored(MESSAGES.storageFull));
        notify.error(MESSAGES.storageFull);
        return;
      }
      api.dispatch(currentStoreSet(store));
      // Signed in again on a page that stayed: 401/403 are handled again (forms ask again: LeaveFreelyContext).
      expiring = false;
      const drafts = draftPathsOf(userInfo.userId);
      if (drafts.length) notify(MESSAGES.draftsKept(drafts), 'primary', { duration: 8000 });
    },
  });

  startListening({
    actionCreator: currentStoreSet,
    effect: (action) => {
      const store = action.payload;
      writeStoreId(store?.id ?? null);
      const record = readStoredUserRecord();
      if (record) writeUserData({ ...record, currentStore: store });
    },
  });

  // A profile fetched again while signed in (after a store was created, renamed or deleted:
  // src/modules/stores/api.ts) refreshes the user's store list and the current store's entry,
  // so the top-bar selector shows the change. The start-up check (initSession) does the same.
  startListening({
    matcher: authApi.endpoints.getProfile.matchFulfilled,
    effect: (action, api) => {
      const { auth, currentStore } = api.getState();
      if (!auth.accessToken || !auth.userInfo) return;
      const fresh = action.payload;
      api.dispatch(profileLoaded(fresh));
      const store = chooseStoreAtRestore({ ...fresh, currentStore: currentStore.store }, currentStore.store?.id ?? null);
      writeUserData({ ...fresh, currentStore: store });
      api.dispatch(currentStoreSet(store));
    },
  });

  startListening({
    matcher: isAnyOf(loggedOut),
    effect: (_action, api) => {
      clearStoredSession();
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  // docs/rules/api.md#session-expired: 401/403 on any call but the auth calls. Several failing calls cause one reload.
  // On a public page (e.g. /landing with a stale token found at restore) the session is cleared
  // but the visitor stays where they are (docs/rules/session.md#session-restore: only a non-public route goes to /sign-in).
  startListening({
    actionCreator: apiUnauthorized,
    effect: (action, api) => {
      if (expiring) return;
      console.error(`Session expired: ${action.payload.endpoint} answered ${action.payload.status}. Signing out.`);
      const owner = api.getState().auth.userInfo?.userId;
      const leaving = api.extra.isProtectedPath(sessionEffects.currentPath());
      // No unsaved-changes prompt may stop the reload (a "Stay" would keep a signed-out page);
      // the typed values of such forms are kept for after the next sign-in (formDrafts.tsx).
      if (leaving) {
        const drafts = api.extra.formGuards.leaveWithoutAsking();
        if (owner) keepDrafts(owner, drafts);
      }
      clearStoredSession();
      api.dispatch(loggedOut());
      if (!leaving) return;
      expiring = true;
      setFlashMessage(MESSAGES.sessionExpired, PATHS.signIn);
      sessionEffects.hardRedirect(PATHS.signIn);
    },
  });
}

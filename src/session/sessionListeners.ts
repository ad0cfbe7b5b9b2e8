import { isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { apiUnauthorized } from '@/api/events';
import { MESSAGES } from '@/config/messages';
import type { AppStartListening } from '@/app/store';
import { authApi } from './api';
import { loggedOut, profileLoaded } from './authSlice';
import { chooseStoreAfterLogin, chooseStoreAtRestore } from './currentStore';
import { currentStoreSet } from './currentStoreSlice';
import { isProtectedPath } from './publicPaths';
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

/** Side effects of the session: storage, the current store, and the one 401/403 handler. */
export function registerSessionListeners(startListening: AppStartListening): void {
  startListening({
    matcher: authApi.endpoints.login.matchFulfilled,
    effect: (action, api) => {
      const { accessToken, ...userInfo } = action.payload;
      const store = chooseStoreAfterLogin(userInfo, readStoredStoreId());
      // Another user's cache must never show through.
      api.dispatch(baseApi.util.resetApiState());
      writeSession(accessToken, { ...userInfo, currentStore: store });
      api.dispatch(currentStoreSet(store));
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

  // Spec 8: 401/403 on any call but the auth calls. Several failing calls cause one reload.
  // On a public page (e.g. /landing with a stale token found at restore) the session is cleared
  // but the visitor stays where they are (spec 4.1: only a non-public route goes to /sign-in).
  let expiring = false;
  startListening({
    actionCreator: apiUnauthorized,
    effect: (action, api) => {
      if (expiring) return;
      console.error(
        `Session expired: ${action.payload.endpoint} answered ${action.payload.status}. Signing out.`,
      );
      clearStoredSession();
      api.dispatch(loggedOut());
      if (!isProtectedPath(sessionEffects.currentPath())) return;
      expiring = true;
      setFlashMessage(MESSAGES.sessionExpired);
      sessionEffects.hardRedirect();
    },
  });
}

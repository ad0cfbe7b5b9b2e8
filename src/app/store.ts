import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { IS_PRODUCTION } from '@/config/env';
import { createFormGuards } from '@/lib/useUnsavedChangesGuard';
import type { AppDispatch as LayerDispatch, AppStartListening, AppState } from '@/lib/storeHooks';
import { authSlice } from '@/session/authSlice';
import { currentStoreSlice } from '@/session/currentStoreSlice';
import { isProtectedPath } from '@/session/publicPaths';
import { registerSessionListeners, type SessionListenerExtra } from '@/session/sessionListeners';
import { layoutSlice } from '@/layout/layoutSlice';
import { registerLayoutListeners } from '@/layout/layoutListeners';
import { ROUTE_TABLE } from './routeTable';
import { actionSanitizer, stateSanitizer } from './devtoolsSanitizer';

const rootReducer = combineSlices(baseApi, authSlice, currentStoreSlice, layoutSlice);

export type RootState = ReturnType<typeof rootReducer>;

declare module '@/lib/storeHooks' {
  // RTK Query's cache. (Its place is src/api/baseApi.ts, beside the api it belongs to.)
  interface AppState {
    api: ReturnType<typeof baseApi.reducer>;
  }
}

/** True when A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * The state the layers below see (AppState, filled in by each slice's declaration) is the store's
 * real state: a slice added here without its declaration, or declared and not added, fails here.
 */
const stateMatches: Same<RootState, AppState> = true;
void stateMatches;

export function makeStore(preloadedState?: Partial<RootState>) {
  // The mounted forms with unsaved changes belong to this store's app: the listeners read them
  // through `extra`, React through AppProviders (store.formGuards).
  const formGuards = createFormGuards();
  const listener = createListenerMiddleware<AppState, LayerDispatch, SessionListenerExtra>({
    extra: { formGuards, isProtectedPath: (pathname) => isProtectedPath(pathname, ROUTE_TABLE) },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development checks (immutability, serialisability) walk the whole state after every
    // action; the RTK Query cache is written only by RTK Query's own reducers, so walking it finds
    // nothing and costs the most (tests and the dev server render pages with large caches).
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { ignoredPaths: [baseApi.reducerPath] },
        serializableCheck: { ignoredPaths: [baseApi.reducerPath] },
      })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
    // DevTools stay on outside production so developers can inspect the RTK Query cache;
    // the access token never reaches them.
    devTools: IS_PRODUCTION ? false : { name: 'StoreOps', actionSanitizer, stateSanitizer },
  });
  registerSessionListeners(listener.startListening);
  const startListening: AppStartListening = listener.startListening.withTypes<AppState, LayerDispatch>();
  registerLayoutListeners(startListening);
  setupListeners(store.dispatch);
  return Object.assign(store, { formGuards });
}

export type AppStore = ReturnType<typeof makeStore>;
type AppDispatch = AppStore['dispatch'];
// The dispatch the layers below are typed with takes what the store's takes (thunks, `initiate`).
const dispatchMatches: AppDispatch extends LayerDispatch ? true : false = true;
void dispatchMatches;

import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type Action,
  type ThunkAction,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { IS_PRODUCTION } from '@/config/env';
import { authSlice } from '@/session/authSlice';
import { currentStoreSlice } from '@/session/currentStoreSlice';
import { registerSessionListeners } from '@/session/sessionListeners';
import { layoutSlice } from '@/layout/layoutSlice';
import { registerLayoutListeners } from '@/layout/layoutListeners';
import { actionSanitizer, stateSanitizer } from './devtoolsSanitizer';

export const rootReducer = combineSlices(baseApi, authSlice, currentStoreSlice, layoutSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
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
  const startListening = listener.startListening.withTypes<RootState, AppDispatch>();
  registerSessionListeners(startListening);
  registerLayoutListeners(startListening);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, Action>;
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

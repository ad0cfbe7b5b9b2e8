import type { Dispatch, Store, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';

/**
 * The state of the app's one store, as every layer below the app sees it. It starts empty: each
 * slice adds its part where it is defined, by declaration merging (the pattern RTK documents for
 * `combineSlices().withLazyLoadedSlices<LazyLoadedSlices>()`):
 *
 *   declare module '@/lib/storeHooks' {
 *     interface AppState { auth: AuthState }
 *   }
 *
 * src/app/store.ts checks at type level that its real root state is exactly this one, so a slice
 * added to the store without its declaration (or declared and not added) fails `tsc`. Lower
 * layers (session, components, modules, layout) import these hooks and types, never `src/app`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the slices (see above)
export interface AppState {}

/** The store's dispatch: plain actions, thunks and RTK Query's `initiate` (configureStore's default thunk middleware). */
export type AppDispatch = ThunkDispatch<AppState, undefined, UnknownAction> & Dispatch<UnknownAction>;

export type AppStore = Omit<Store<AppState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch };

/** `startListening` of the listener middleware that src/app/store.ts sets up, for listeners the layers register. */
export type AppStartListening = TypedStartListening<AppState, AppDispatch>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppStore = useStore.withTypes<AppStore>();

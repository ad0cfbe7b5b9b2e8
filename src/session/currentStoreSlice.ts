import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, restoreFailed, authCheckFailed } from './authSlice';
import type { StoreEntry } from './types';

declare module '@/lib/storeHooks' {
  interface AppState {
    currentStore: CurrentStoreState;
  }
}

/** The store the user works in (docs/rules/session.md#current-store). Persisted under `currentStoreId` by a listener. */
interface CurrentStoreState {
  store: StoreEntry | null;
}

const initialState: CurrentStoreState = { store: null };

export const currentStoreSlice = createSlice({
  name: 'currentStore',
  initialState,
  reducers: {
    currentStoreSet(state, action: PayloadAction<StoreEntry | null>) {
      state.store = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialState)
      .addCase(restoreFailed, () => initialState)
      .addCase(authCheckFailed, () => initialState);
  },
  selectors: {
    selectCurrentStore: (state) => state.store,
    selectCurrentStoreId: (state) => state.store?.id ?? null,
  },
});

export const { currentStoreSet } = currentStoreSlice.actions;
export const { selectCurrentStore, selectCurrentStoreId } = currentStoreSlice.selectors;

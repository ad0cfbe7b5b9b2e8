import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getErrorMessage } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { authApi } from './api';
import type { StoreEntry, UserInfo } from './types';

/** The auth state of spec 3. `currentStore` lives in its own thin slice (currentStoreSlice). */
export interface AuthState {
  loading: boolean;
  userInfo: UserInfo | null;
  accessToken: string | null;
  error: string | null;
  success: boolean;
  forgotPasswordLoading: boolean;
  forgotPasswordError: string | null;
  forgotPasswordSuccess: boolean;
  passwordRedefinitionLoading: boolean;
  passwordRedefinitionError: string | null;
  passwordRedefinitionSuccess: boolean;
}

export const initialAuthState: AuthState = {
  loading: true,
  userInfo: null,
  accessToken: null,
  error: null,
  success: false,
  forgotPasswordLoading: false,
  forgotPasswordError: null,
  forgotPasswordSuccess: false,
  passwordRedefinitionLoading: false,
  passwordRedefinitionError: null,
  passwordRedefinitionSuccess: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Startup restore from storage succeeded; the profile check follows. */
    sessionRestored(state, action: PayloadAction<{ accessToken: string; userInfo: UserInfo }>) {
      state.accessToken = action.payload.accessToken;
      state.userInfo = action.payload.userInfo;
      state.loading = true;
      state.error = null;
    },
    /** Startup restore failed for one of the reasons of 4.1: signed out. */
    restoreFailed(state, action: PayloadAction<string>) {
      Object.assign(state, initialAuthState, { loading: false, error: action.payload });
    },
    /** The profile check after a restore finished. */
    profileLoaded(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
      state.loading = false;
    },
    authCheckFailed(state, action: PayloadAction<string | undefined>) {
      Object.assign(state, initialAuthState, {
        loading: false,
        error: action.payload ?? MESSAGES.auth.check,
      });
    },
    /** Sign-in answered but the session could not be stored: nothing of it is kept. */
    sessionNotStored(_state, action: PayloadAction<string>) {
      return { ...initialAuthState, loading: false, error: action.payload };
    },
    loggedOut() {
      return { ...initialAuthState, loading: false };
    },
    /** A reset form opened afresh: forget the outcome of an earlier attempt. */
    forgotPasswordCleared(state) {
      state.forgotPasswordLoading = false;
      state.forgotPasswordError = null;
      state.forgotPasswordSuccess = false;
    },
    passwordRedefinitionCleared(state) {
      state.passwordRedefinitionLoading = false;
      state.passwordRedefinitionError = null;
      state.passwordRedefinitionSuccess = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(authApi.endpoints.login.matchPending, (state) => {
        state.error = null;
        state.success = false;
      })
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        const { accessToken, ...userInfo } = payload;
        state.accessToken = accessToken;
        state.userInfo = userInfo;
        state.loading = false;
        state.success = true;
        state.error = null;
      })
      .addMatcher(authApi.endpoints.login.matchRejected, (state, { payload, error }) => {
        state.success = false;
        state.error = getErrorMessage(payload ?? error, MESSAGES.auth.login);
      })
      .addMatcher(authApi.endpoints.forgotPassword.matchPending, (state) => {
        state.forgotPasswordLoading = true;
        state.forgotPasswordError = null;
        state.forgotPasswordSuccess = false;
      })
      .addMatcher(authApi.endpoints.forgotPassword.matchFulfilled, (state) => {
        state.forgotPasswordLoading = false;
        state.forgotPasswordSuccess = true;
      })
      .addMatcher(authApi.endpoints.forgotPassword.matchRejected, (state, { payload, error }) => {
        state.forgotPasswordLoading = false;
        state.forgotPasswordError = getErrorMessage(payload ?? error, MESSAGES.auth.forgotPassword);
      })
      .addMatcher(authApi.endpoints.redefinePassword.matchPending, (state) => {
        state.passwordRedefinitionLoading = true;
        state.passwordRedefinitionError = null;
        state.passwordRedefinitionSuccess = false;
      })
      .addMatcher(authApi.endpoints.redefinePassword.matchFulfilled, (state) => {
        state.passwordRedefinitionLoading = false;
        state.passwordRedefinitionSuccess = true;
      })
      .addMatcher(authApi.endpoints.redefinePassword.matchRejected, (state, { payload, error }) => {
        state.passwordRedefinitionLoading = false;
        state.passwordRedefinitionError = getErrorMessage(
          payload ?? error,
          MESSAGES.auth.redefinePassword,
        );
      });
  },
  selectors: {
    selectAuth: (state) => state,
    selectAccessToken: (state) => state.accessToken,
    selectUserInfo: (state) => state.userInfo,
    selectAuthLoading: (state) => state.loading,
    selectIsSignedIn: (state) => state.accessToken !== null && state.userInfo !== null,
  },
});

export const {
  sessionRestored,
  restoreFailed,
  profileLoaded,
  authCheckFailed,
  loggedOut,
  sessionNotStored,
  forgotPasswordCleared,
  passwordRedefinitionCleared,
} = authSlice.actions;
export const { selectAuth, selectAccessToken, selectUserInfo, selectAuthLoading, selectIsSignedIn } =
  authSlice.selectors;

export type { StoreEntry };

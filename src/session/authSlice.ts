import { createSlice, type ActionReducerMapBuilder, type PayloadAction } from '@reduxjs/toolkit';
import { getErrorMessage } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { authApi } from './api';
import type { UserInfo } from './types';

declare module '@/lib/storeHooks' {
  interface AppState {
    auth: AuthState;
  }
}

/** The auth state of docs/rules/session.md#login-response-and-auth-state. `currentStore` lives in its own thin slice (currentStoreSlice). */
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

/** The two password flows of docs/rules/session.md#login-response-and-auth-state, each with its loading, error and success flags. */
type PasswordFlow = 'forgotPassword' | 'passwordRedefinition';

/** A flow starts (`loading`) or is cleared: no error, no success yet. */
function startFlow(state: AuthState, flow: PasswordFlow, loading: boolean) {
  state[`${flow}Loading`] = loading;
  state[`${flow}Error`] = null;
  state[`${flow}Success`] = false;
}

/** A password flow's flags follow its call: pending, then success or the failure's message. */
function passwordFlow(
  builder: ActionReducerMapBuilder<AuthState>,
  endpoint: typeof authApi.endpoints.forgotPassword | typeof authApi.endpoints.redefinePassword,
  flow: PasswordFlow,
  /** Read when the call fails, in the language active then (the slice is built at import, before any language is active). */
  failure: () => string,
) {
  builder
    .addMatcher(endpoint.matchPending, (state) => {
      startFlow(state, flow, true);
    })
    .addMatcher(endpoint.matchFulfilled, (state) => {
      state[`${flow}Loading`] = false;
      state[`${flow}Success`] = true;
    })
    .addMatcher(endpoint.matchRejected, (state, { payload, error }) => {
      state[`${flow}Loading`] = false;
      state[`${flow}Error`] = getErrorMessage(payload ?? error, failure());
    });
}

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
      startFlow(state, 'forgotPassword', false);
    },
    passwordRedefinitionCleared(state) {
      startFlow(state, 'passwordRedefinition', false);
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
      });
    passwordFlow(builder, authApi.endpoints.forgotPassword, 'forgotPassword', () => MESSAGES.auth.forgotPassword);
    passwordFlow(builder, authApi.endpoints.redefinePassword, 'passwordRedefinition', () => MESSAGES.auth.redefinePassword);
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
export const { selectAuth, selectUserInfo, selectIsSignedIn } = authSlice.selectors;

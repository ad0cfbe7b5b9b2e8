import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { makeStore } from '@/app/store';
import { authApi } from './api';
import { forgotPasswordCleared, initialAuthState, loggedOut } from './authSlice';

const signedOut = () => makeStore({ auth: { ...initialAuthState, loading: false } });

describe('the auth slice (docs/rules/session.md#login-response-and-auth-state)', () => {
  it('starts loading, signed out, with every flag of docs/rules/session.md#login-response-and-auth-state', () => {
    const idle = (flow: string) => ({ [`${flow}Loading`]: false, [`${flow}Error`]: null, [`${flow}Success`]: false });
    expect(initialAuthState).toEqual({
      loading: true,
      userInfo: null,
      accessToken: null,
      error: null,
      success: false,
      ...idle('forgotPassword'),
      ...idle('passwordRedefinition'),
    });
  });

  it('a login stores the token and user info, and picks the current store', async () => {
    const store = signedOut();
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'manager@storeops.test', password: 'demo1234' }));
    const { auth, currentStore } = store.getState();
    expect(auth.accessToken).toMatch(/^demo\.user-manager\./);
    expect(auth.userInfo).toMatchObject({ userId: 'user-manager', userName: 'Marco Manager', globalPermissions: [] });
    expect(auth.userInfo).not.toHaveProperty('accessToken');
    expect(auth).toMatchObject({ success: true, error: null, loading: false });
    expect(currentStore.store?.id).toBe('store-1');
    expect(localStorage.getItem('accessToken')).toBe(auth.accessToken);
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ userId: 'user-manager', currentStore: { id: 'store-1' } });
  });

  it("a failed login keeps the server's message, else 'Login failed'", async () => {
    const store = signedOut();
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'owner@storeops.test', password: 'nope' }));
    expect(store.getState().auth).toMatchObject({ error: 'Invalid email or password.', success: false, accessToken: null });
    server.use(http.post(apiPath('v1/auth/login'), () => HttpResponse.json({}, { status: 500 })));
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'owner@storeops.test', password: 'demo1234' }));
    expect(store.getState().auth.error).toBe('Login failed');
  });

  it('forgot-password drives its three flags', async () => {
    const store = signedOut();
    const pending = store.dispatch(authApi.endpoints.forgotPassword.initiate({ email: 'staff@storeops.test' }));
    expect(store.getState().auth.forgotPasswordLoading).toBe(true);
    await pending;
    expect(store.getState().auth).toMatchObject({ forgotPasswordLoading: false, forgotPasswordSuccess: true, forgotPasswordError: null });
    store.dispatch(forgotPasswordCleared());
    expect(store.getState().auth.forgotPasswordSuccess).toBe(false);

    server.use(http.post(apiPath('v1/auth/forgot-password'), () => HttpResponse.json({}, { status: 500 })));
    await store.dispatch(authApi.endpoints.forgotPassword.initiate({ email: 'staff@storeops.test' }));
    expect(store.getState().auth).toMatchObject({
      forgotPasswordLoading: false,
      forgotPasswordSuccess: false,
      forgotPasswordError: 'Failed to send reset code',
    });
  });

  it('redefine-password drives its three flags and shows the server message', async () => {
    const store = signedOut();
    await store.dispatch(authApi.endpoints.forgotPassword.initiate({ email: 'staff@storeops.test' }));
    await store.dispatch(
      authApi.endpoints.redefinePassword.initiate({ email: 'staff@storeops.test', code: '000000', password: 'new-password-1' }),
    );
    expect(store.getState().auth).toMatchObject({
      passwordRedefinitionSuccess: false,
      passwordRedefinitionError: 'The code is invalid or has expired.',
    });
    await store.dispatch(
      authApi.endpoints.redefinePassword.initiate({ email: 'staff@storeops.test', code: '123456', password: 'new-password-1' }),
    );
    expect(store.getState().auth).toMatchObject({
      passwordRedefinitionLoading: false,
      passwordRedefinitionSuccess: true,
      passwordRedefinitionError: null,
    });
    // The new password works, the old one no longer does.
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'staff@storeops.test', password: 'new-password-1' }));
    expect(store.getState().auth.accessToken).toMatch(/^demo\.user-staff\./);

    server.use(failWith('post', 'v1/auth/redefine-password', 500, ''));
    await store.dispatch(
      authApi.endpoints.redefinePassword.initiate({ email: 'staff@storeops.test', code: '123456', password: 'new-password-2' }),
    );
    expect(store.getState().auth.passwordRedefinitionError).toBe('Failed to update password');
  });

  it('logout clears auth state, the three keys and the api cache', async () => {
    const store = signedOut();
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'owner@storeops.test', password: 'demo1234' }));
    await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
    store.dispatch(loggedOut());
    const state = store.getState();
    expect(state.auth).toEqual({ ...initialAuthState, loading: false });
    expect(state.currentStore.store).toBeNull();
    expect(state.api.queries).toEqual({});
    for (const key of ['accessToken', 'userData', 'currentStoreId']) expect(localStorage.getItem(key)).toBeNull();
  });
});

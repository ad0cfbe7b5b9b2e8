import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockNow } from '@/test/clock';
import { findUserByEmail, sessions, userInfoOf } from '@mocks/db/people';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@mocks/http';
import { server } from '@mocks/node';
import { failWith, networkError } from '@mocks/scenarios';
import { makeStore } from '@/app/store';
import { initSession } from './initSession';
import { sessionEffects } from './sessionEffects';
import { takeFlashMessage } from './storage';

function storeSession(role: string, extra: { storeId?: string; currentStore?: string } = {}) {
  const user = findUserByEmail(`${role}@storeops.test`);
  if (!user) throw new Error(role);
  const token = `test.${user.id}`;
  sessions.insert({ id: token, userId: user.id, createdAt: new Date(clockNow()).toISOString() });
  const info = userInfoOf(user);
  const currentStore = info.stores.find((s) => s.id === extra.currentStore) ?? null;
  localStorage.setItem('accessToken', token);
  localStorage.setItem('userData', JSON.stringify({ ...info, currentStore }));
  if (extra.storeId) localStorage.setItem('currentStoreId', extra.storeId);
  return token;
}

describe('session restore at start-up (docs/rules/session.md#session-restore)', () => {
  let redirect: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    redirect = vi.spyOn(sessionEffects, 'hardRedirect').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  const expectSignedOut = (store: ReturnType<typeof makeStore>, reason: string) => {
    expect(store.getState().auth).toMatchObject({ loading: false, accessToken: null, userInfo: null, error: reason });
    expect(store.getState().currentStore.store).toBeNull();
    for (const key of ['accessToken', 'userData', 'currentStoreId']) expect(localStorage.getItem(key)).toBeNull();
  };

  /** A stored user record refused at start-up: signed out with `reason`, and a warning naming it. */
  const expectRefused = async (userData: string, reason: string) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('accessToken', 'test.user-owner');
    localStorage.setItem('userData', userData);
    const store = makeStore();
    await expect(initSession(store.dispatch)).resolves.toBe(reason);
    expectSignedOut(store, reason);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(reason));
  };

  it("'No token found'", async () => {
    localStorage.setItem('userData', '{"userId":"user-owner"}');
    const store = makeStore();
    await expect(initSession(store.dispatch)).resolves.toBe('No token found');
    expectSignedOut(store, 'No token found');
  });

  it("'No user data found'", async () => {
    localStorage.setItem('accessToken', 'test.user-owner');
    localStorage.setItem('currentStoreId', 'store-1');
    const store = makeStore();
    await expect(initSession(store.dispatch)).resolves.toBe('No user data found');
    expectSignedOut(store, 'No user data found');
  });

  it.each([
    ['{"stores":[]}'],
    ['[]'],
    ['"text"'],
    ['{"userId":""}'],
    ['{"userId":"u","stores":"x"}'],
    ['{"userId":"u","stores":[null]}'],
    ['{"userId":"u","stores":[{"name":"Berlin"}]}'],
    ['{"userId":"u","stores":[{"id":"store-1","name":7}]}'],
    ['{"userId":"u","stores":[{"id":"store-1","name":"B","roles":[],"permissions":[1]}]}'],
    ['{"userId":"u","stores":[],"globalPermissions":"all"}'],
    ['{"userId":"u","stores":[],"currentStore":"store-1"}'],
    ['{"userId":42,"stores":[]}'],
  ])("'Invalid user data structure' for %s: cleared, with a warning", async (raw) => {
    localStorage.setItem('currentStoreId', 'store-1');
    await expectRefused(raw, 'Invalid user data structure');
  });

  it("'Failed to parse stored user data', with a warning", async () => {
    await expectRefused('{not json', 'Failed to parse stored user data');
  });

  it('restores token, user and the stored store, confirmed by the own profile', async () => {
    const token = storeSession('manager', { storeId: 'store-2', currentStore: 'store-1' });
    const store = makeStore();
    await expect(initSession(store.dispatch)).resolves.toBeNull();
    expect(store.getState().auth).toMatchObject({ loading: false, accessToken: token, error: null });
    expect(store.getState().auth.userInfo?.userName).toBe('Marco Manager');
    expect(store.getState().currentStore.store?.id).toBe('store-2');
    expect(localStorage.getItem('currentStoreId')).toBe('store-2');
  });

  it("at restore without a matching stored id, the stored record's currentStore", async () => {
    storeSession('manager', { storeId: 'store-3', currentStore: 'store-2' });
    const store = makeStore();
    await initSession(store.dispatch);
    expect(store.getState().currentStore.store?.id).toBe('store-2');
  });

  it('at restore with neither, no store', async () => {
    storeSession('manager');
    const store = makeStore();
    await initSession(store.dispatch);
    expect(store.getState().currentStore.store).toBeNull();
    expect(store.getState().auth.accessToken).not.toBeNull();
  });

  it('a failing profile check on a protected route signs out and reloads /sign-in once', async () => {
    vi.spyOn(sessionEffects, 'currentPath').mockReturnValue('/suppliers');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = storeSession('owner', { storeId: 'store-1' });
    server.use(failWith('get', 'v1/user', 401, 'Token expired'));
    const store = makeStore();
    await initSession(store.dispatch);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/sign-in');
    expect(takeFlashMessage('/sign-in')).toBe('Session expired. Please sign in again.');
    expect(error).toHaveBeenCalled();
    for (const call of error.mock.calls) expect(JSON.stringify(call)).not.toContain(token);
  });

  it('a failing profile check on a public route signs out without leaving the page', async () => {
    vi.spyOn(sessionEffects, 'currentPath').mockReturnValue('/landing');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSession('owner', { storeId: 'store-1' });
    server.use(failWith('get', 'v1/user', 401, 'Token expired'));
    const store = makeStore();
    await initSession(store.dispatch);
    expect(store.getState().auth).toMatchObject({ accessToken: null, loading: false });
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('a server error on the profile check signs out with its message', async () => {
    storeSession('owner', { storeId: 'store-1' });
    server.use(failWith('get', 'v1/user', 500, ''));
    const store = makeStore();
    await expect(initSession(store.dispatch)).resolves.toBe('Failed to fetch user profile');
    expect(store.getState().auth).toMatchObject({ accessToken: null, loading: false, error: 'Failed to fetch user profile' });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a profile check aborted because the page is reloading keeps the stored session', async () => {
    const token = storeSession('manager', { storeId: 'store-1' });
    // The reload starts while the check is in flight; the browser then aborts the call.
    server.use(
      http.get(apiPath('v1/user'), () => {
        window.dispatchEvent(new Event('beforeunload'));
        return HttpResponse.error();
      }),
    );
    const store = makeStore();
    await initSession(store.dispatch);
    expect(localStorage.getItem('accessToken')).toBe(token);
    expect(localStorage.getItem('userData')).toContain('user-manager');
    expect(localStorage.getItem('currentStoreId')).toBe('store-1');
  });

  it('a network failure while the page stays signs this page out but keeps the stored session', async () => {
    const token = storeSession('manager', { storeId: 'store-1' });
    server.use(networkError('get', 'v1/user'));
    const store = makeStore();
    await initSession(store.dispatch);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(store.getState().auth.error).toBe('The server could not be reached. Check your connection and try again.');
    expect(localStorage.getItem('accessToken')).toBe(token);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { failWith } from '@mocks/scenarios';
import { makeStore } from '@/app/store';
import { productsApi } from '@/modules/products/api';
import { authApi } from './api';
import { currentStoreSet } from './currentStoreSlice';
import { sessionEffects } from './sessionEffects';
import { takeFlashMessage } from './storage';

// A store-scoped data call of a module (a test's own endpoint injected into the one api would
// stay in it for every later file of the worker).
const { getProducts } = productsApi.endpoints;
const probe = (storeId: string, options?: { forceRefetch: boolean }) => getProducts.initiate({ storeId }, options);

async function signedIn(role: string) {
  const store = makeStore();
  await store.dispatch(authApi.endpoints.login.initiate({ email: `${role}@storeops.test`, password: 'demo1234' }));
  return store;
}

describe('401/403 on a data call (docs/rules/api.md#session-expired)', () => {
  let redirect: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    redirect = vi.spyOn(sessionEffects, 'hardRedirect').mockImplementation(() => undefined);
    vi.spyOn(sessionEffects, 'currentPath').mockReturnValue('/products');
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([401, 403])('%i clears the session, logs without the token, reloads /sign-in once and carries the toast', async (status) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await signedIn('manager');
    const token = store.getState().auth.accessToken ?? '';
    server.use(failWith('get', 'v1/product/list', status, 'Nope'));
    await Promise.all([
      store.dispatch(probe('store-1')),
      store.dispatch(probe('store-2')),
      store.dispatch(probe('store-1', { forceRefetch: true })),
    ]);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.accessToken).toBeNull();
    for (const key of ['accessToken', 'userData', 'currentStoreId']) expect(localStorage.getItem(key)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(error.mock.calls)).not.toContain(token);
    // After the reload, main.tsx on /sign-in takes the message and shows it as a toast; the page
    // being left (a 401 before its first render) does not take it.
    expect(takeFlashMessage('/suppliers')).toBeNull();
    expect(takeFlashMessage('/sign-in')).toBe('Session expired. Please sign in again.');
    expect(takeFlashMessage('/sign-in')).toBeNull();
  });

  it('signing in again on a page that stayed handles the next 401 again (the flag never sticks)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await signedIn('manager');
    server.use(failWith('get', 'v1/product/list', 401, 'Nope'));
    await store.dispatch(probe('store-1'));
    expect(redirect).toHaveBeenCalledTimes(1);
    takeFlashMessage('/sign-in');
    // The reload did not happen (e.g. it was cancelled): the user signs in again on this page.
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'manager@storeops.test', password: 'demo1234' }));
    expect(store.getState().auth.accessToken).not.toBeNull();
    await store.dispatch(probe('store-2'));
    expect(redirect).toHaveBeenCalledTimes(2);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('a failed login does not trigger the session-expired flow', async () => {
    const store = makeStore();
    server.use(failWith('post', 'v1/auth/login', 401, 'Invalid email or password.'));
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'owner@storeops.test', password: 'x' }));
    expect(redirect).not.toHaveBeenCalled();
    expect(takeFlashMessage('/sign-in')).toBeNull();
  });
});

describe('switching store', () => {
  it('keeps the id under currentStoreId and the stored record in step; caches stay per store', async () => {
    const store = await signedIn('manager');
    const berlin = await store.dispatch(probe('store-1'));
    const hamburgStore = store.getState().auth.userInfo?.stores.find((s) => s.id === 'store-2') ?? null;
    store.dispatch(currentStoreSet(hamburgStore));
    expect(localStorage.getItem('currentStoreId')).toBe('store-2');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ currentStore: { id: 'store-2' } });
    const hamburg = await store.dispatch(probe('store-2'));
    const ids = (rows: unknown) => new Set((rows as { storeId: string }[]).map((r) => r.storeId));
    expect(ids(berlin.data)).toEqual(new Set(['store-1']));
    expect(ids(hamburg.data)).toEqual(new Set(['store-2']));
    expect(Object.keys(store.getState().api.queries)).toEqual(
      expect.arrayContaining(['getProducts({"storeId":"store-1"})', 'getProducts({"storeId":"store-2"})']),
    );
  });
});

describe('a sign-in whose session cannot be stored (storage full)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps no half-written session, in storage or in memory, and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = Storage.prototype.setItem;
    // Full storage: the token is small enough to fit, the user record is not.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (this === localStorage && key === 'userData') {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    });
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'manager@storeops.test', password: 'demo1234' }));
    expect('data' in result).toBe(true);
    for (const key of ['accessToken', 'userData']) expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState().auth).toMatchObject({
      accessToken: null,
      userInfo: null,
      error:
        "You could not be signed in: this browser's storage for the site is full or blocked. Free some space (e.g. clear this site's data) and try again.",
    });
    expect(store.getState().currentStore.store).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('QuotaExceededError'));
  });

  it('a failing second write rolls the first back', async () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === 'accessToken') throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const { writeSession } = await import('./storage');
    expect(() => writeSession('t', { userId: 'u', stores: [], globalPermissions: [] })).toThrow('full');
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

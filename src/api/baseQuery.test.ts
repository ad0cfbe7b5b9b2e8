import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { failWith, networkError } from '@mocks/scenarios';
import { apiPath } from '@mocks/http';
import { makeStore } from '@/app/store';
import { authApi } from '@/session/api';
import { signedInState } from '@/test/render';
import { sessionEffects } from '@/session/sessionEffects';
import { takeFlashMessage } from '@/session/storage';
import { getErrorMessage, toApiError } from './errors';

/** Captures the headers of the next request to a path, then lets the normal handler answer. */
function captureHeaders(path: string, method: 'get' | 'post' = 'get') {
  const seen: Headers[] = [];
  server.use(
    http[method](apiPath(path), ({ request }) => {
      seen.push(request.headers);
      return undefined;
    }),
  );
  return seen;
}

describe('base query through the mock API', () => {
  it('sends the bearer token on a data call and gets the own profile', async () => {
    const store = makeStore(signedInState('manager'));
    const seen = captureHeaders('v1/user');
    const result = await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(seen[0]?.get('Authorization')).toBe(`Bearer ${store.getState().auth.accessToken}`);
    expect(result.data?.userName).toBe('Marco Manager');
    expect(result.data?.stores.map((s) => s.id)).toEqual(['store-1', 'store-2']);
  });

  it('never sends the token on the auth calls', async () => {
    const store = makeStore(signedInState('manager'));
    const seen = captureHeaders('v1/auth/login', 'post');
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'staff@storeops.test', password: 'demo1234' }));
    expect(seen[0]?.get('Authorization')).toBeNull();
    expect(seen[0]?.get('Content-Type')).toContain('application/json');
    expect(result.data?.userId).toBe('user-staff');
  });

  it('the mock answers 401 without a valid token', async () => {
    const missing = await fetch(apiPath('v1/user'));
    expect(missing.status).toBe(401);
    const unknown = await fetch(apiPath('v1/user'), { headers: { Authorization: 'Bearer forged' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: 'Your session is no longer valid.' });
  });

  it('a 401 on a data call clears the session and reloads /sign-in once, with the message', async () => {
    const redirect = vi.spyOn(sessionEffects, 'hardRedirect').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore(signedInState('manager'));
    const token = store.getState().auth.accessToken ?? '';
    server.use(failWith('get', 'v1/user', 401, 'Token expired'));
    await Promise.all([
      store.dispatch(authApi.endpoints.getProfile.initiate()),
      store.dispatch(authApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true })),
    ]);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/sign-in');
    expect(store.getState().auth.accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('currentStoreId')).toBeNull();
    expect(takeFlashMessage('/sign-in')).toBe('Session expired. Please sign in again.');
    expect(error).toHaveBeenCalled();
    expect(JSON.stringify(error.mock.calls)).not.toContain(token);
  });

  it('rejects a wrong password with the server message', async () => {
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'owner@storeops.test', password: 'nope' }));
    expect('error' in result && getErrorMessage(result.error, 'Login failed')).toBe('Invalid email or password.');
    expect(store.getState().auth.error).toBe('Invalid email or password.');
  });

  it('validates the body with field errors (422)', async () => {
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'not-an-email', password: '' }));
    expect('error' in result && result.error).toMatchObject({
      kind: 'http',
      status: 422,
      fieldErrors: { email: 'Enter a valid email address.', password: 'Password is required.' },
      data: { fieldErrors: { email: 'Enter a valid email address.', password: 'Password is required.' } },
    });
  });
});

describe('getErrorMessage fallbacks (docs/rules/api.md#failure-messages)', () => {
  it('uses the server message first', async () => {
    server.use(failWith('post', 'v1/auth/login', 500, 'Database is down'));
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect('error' in result && getErrorMessage(result.error, 'Login failed')).toBe('Database is down');
  });

  it('uses the network message when there is no answer', async () => {
    server.use(networkError('post', 'v1/auth/login'));
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    const message = 'error' in result ? getErrorMessage(result.error, 'Login failed') : '';
    expect(message).toBe('The server could not be reached. Check your connection and try again.');
  });

  it("uses the action's default when the answer has no message", async () => {
    server.use(failWith('post', 'v1/auth/login', 500, ''));
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect('error' in result && getErrorMessage(result.error, 'Login failed')).toBe('Login failed');
    expect(store.getState().auth.error).toBe('Login failed');
  });

  it("falls back to 'An error occurred'", () => {
    expect(getErrorMessage(toApiError({ status: 500, data: null }))).toBe('An error occurred');
    expect(getErrorMessage(undefined)).toBe('An error occurred');
  });
});

describe('the mock server checks permissions', () => {
  it('answers 403 without the permission', async () => {
    const { authorize } = await import('@mocks/http');
    signedInState('staff');
    const request = new Request('http://localhost/x', { headers: { Authorization: 'Bearer test.user-staff' } });
    expect(() => authorize(request, 'suppliers.write')).toThrow(expect.objectContaining({ status: 403 }));
    expect(authorize(request, 'inventory.write', 'store-1').id).toBe('user-staff');
    expect(() => authorize(request, 'inventory.write', 'store-2')).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('a 200 body is JSON', async () => {
    server.use(http.get(apiPath('v1/ping'), () => HttpResponse.json({ ok: true })));
    const res = await fetch(apiPath('v1/ping'));
    expect(await res.json()).toEqual({ ok: true });
  });
});

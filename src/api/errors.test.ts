import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiPath } from '@mocks/http';
import { networkError } from '@mocks/scenarios';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { authApi } from '@/session/api';
import { baseQuery } from './baseQuery';
import { getErrorMessage, getFieldErrors, toApiError } from './errors';

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/** Calls the real base query (fetchBaseQuery under it) the way RTK Query does. */
async function callBaseQuery(path: string, signal: AbortSignal = new AbortController().signal) {
  const store = makeStore(signedInState('manager'));
  return baseQuery(
    path,
    {
      signal,
      abort: () => undefined,
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint: 'getProfile',
      type: 'query',
    },
    {},
  );
}

describe('failures a person can read (docs/rules/api.md#failure-messages: the network or client message)', () => {
  it('a 502 with an HTML body: the answer could not be read, with its status', async () => {
    server.use(
      http.get(apiPath('v1/user'), () => HttpResponse.html('<html><head><title>502 Bad Gateway</title></head></html>', { status: 502 })),
    );
    const store = makeStore(signedInState('manager'));
    const result = await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(result.error).toMatchObject({ kind: 'network' });
    const message = getErrorMessage(result.error, 'Failed to fetch user profile');
    expect(message).toBe("The server's answer could not be read (status 502).");
    expect(message).not.toMatch(/SyntaxError|Unexpected token|JSON/);
  });

  it('offline (no answer at all): the server could not be reached', async () => {
    server.use(networkError('get', 'v1/user'));
    const result = await callBaseQuery('v1/user');
    expect(result.error?.kind).toBe('network');
    expect(getErrorMessage(result.error, 'Failed to fetch user profile')).toBe(UNREACHABLE);
  });

  it('an aborted request: the server could not be reached, never the raw AbortError', async () => {
    server.use(
      http.get(apiPath('v1/user'), async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = callBaseQuery('v1/user', controller.signal);
    setTimeout(() => controller.abort(), 20);
    const result = await pending;
    expect(result.error?.kind).toBe('network');
    const message = getErrorMessage(result.error, 'Failed to fetch user profile');
    expect(message).toBe(UNREACHABLE);
    expect(message).not.toMatch(/Abort|TypeError/);
  });

  it('a raw client error string is never shown for these two kinds', () => {
    expect(getErrorMessage(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }))).toBe(UNREACHABLE);
    expect(getErrorMessage(toApiError({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'SyntaxError: x' }))).toBe(
      "The server's answer could not be read (status 200).",
    );
  });

  it('a server message still wins', () => {
    expect(getErrorMessage(toApiError({ status: 500, data: { message: 'Database down' } }), 'x')).toBe('Database down');
  });

  it('field errors come only from an object keyed by field name', () => {
    expect(getFieldErrors(toApiError({ status: 422, data: { fieldErrors: { name: 'Taken' } } }))).toEqual({ name: 'Taken' });
    // A list is not a field map: its indexes would read as field names "0", "1".
    expect(getFieldErrors(toApiError({ status: 422, data: { fieldErrors: ['Taken'] } }))).toEqual({});
    expect(getErrorMessage(toApiError({ status: 500, data: ['Database down'] }), 'Failed to save')).toBe('Failed to save');
  });
});

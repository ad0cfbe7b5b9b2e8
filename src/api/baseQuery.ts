import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from '@/config/env';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '@/config/constants';
import type { EndpointAccess } from './contract';
import { notPermittedError, toApiError, type ApiError } from './errors';
import { apiUnauthorized } from './events';
import { mayCall, type SignedInState } from './signedIn';

/** The four auth calls never carry a token and never trigger the session-expired flow. */
const PUBLIC_ENDPOINTS: ReadonlySet<string> = new Set(['login', 'register', 'forgotPassword', 'redefinePassword']);

/** What an endpoint definition gives the base query (`extraOptions`): the permission its calls need. */
export interface CallOptions {
  access?: EndpointAccess;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  timeout: DEFAULT_REQUEST_TIMEOUT_MS,
  // No global Content-Type: fetchBaseQuery sets JSON for plain bodies and leaves FormData alone.
  prepareHeaders: (headers, { getState, endpoint }) => {
    const token = (getState() as SignedInState).auth.accessToken;
    if (token && !PUBLIC_ENDPOINTS.has(endpoint)) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, CallOptions, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions = {},
) => {
  // A call the user lacks the permission for is never sent: any 403 signs out, so it would throw
  // the user out of a page they may open. The permission comes with the endpoint's definition.
  const needed = extraOptions.access;
  if (needed && !mayCall(api.getState() as SignedInState, needed)) {
    console.warn(`[api] ${api.endpoint} not sent: it needs "${needed}"`);
    return { error: notPermittedError(needed) };
  }
  const result = await rawBaseQuery(args, api, {});
  if (!result.error) return { data: result.data, meta: result.meta };
  const status = result.error.status;
  if ((status === 401 || status === 403) && !PUBLIC_ENDPOINTS.has(api.endpoint)) {
    api.dispatch(apiUnauthorized({ endpoint: api.endpoint, status }));
  }
  return { error: toApiError(result.error), meta: result.meta };
};

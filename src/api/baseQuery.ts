import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from '@/config/env';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '@/config/constants';
import { hasPermission } from '@/session/permissions';
import type { StoreEntry } from '@/session/types';
import { MESSAGES } from '@/config/messages';
import { endpointPermission } from './contract';
import { apiUnauthorized } from './events';

/** The four auth calls never carry a token and never trigger the session-expired flow (spec 7, 8). */
export const PUBLIC_ENDPOINTS: ReadonlySet<string> = new Set([
  'login',
  'register',
  'forgotPassword',
  'redefinePassword',
]);

interface TokenHolder {
  auth: { accessToken: string | null; userInfo: { globalPermissions?: string[] } | null };
  currentStore: { store: Pick<StoreEntry, 'permissions'> | null };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  timeout: DEFAULT_REQUEST_TIMEOUT_MS,
  // No global Content-Type: fetchBaseQuery sets JSON for plain bodies and leaves FormData alone.
  prepareHeaders: (headers, { getState, endpoint }) => {
    const token = (getState() as TokenHolder).auth.accessToken;
    if (token && !PUBLIC_ENDPOINTS.has(endpoint)) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions: object,
) => {
  // A call the user lacks the permission for is never sent: any 403 signs out (spec 8), so it
  // would throw the user out of a page they may open. The hooks skip such calls already
  // (`usePermitted`); this is the net under them.
  const needed = endpointPermission(api.endpoint);
  if (needed) {
    const state = api.getState() as TokenHolder;
    if (!hasPermission(state.auth.userInfo?.globalPermissions, state.currentStore.store, needed)) {
      console.warn(`[api] ${api.endpoint} not sent: it needs "${needed}"`);
      return { error: { status: 'CUSTOM_ERROR', error: MESSAGES.notPermitted, data: { notPermitted: true, permission: needed } } };
    }
  }
  const result = await rawBaseQuery(args, api, extraOptions);
  const status = result.error?.status;
  if ((status === 401 || status === 403) && !PUBLIC_ENDPOINTS.has(api.endpoint)) {
    api.dispatch(apiUnauthorized({ endpoint: api.endpoint, status }));
  }
  return result;
};

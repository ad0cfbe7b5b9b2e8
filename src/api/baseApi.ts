import { createApi } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod/mini';
import { CACHE_KEEP_UNUSED_SECONDS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { baseQuery } from './baseQuery';
import type { SchemaFailureData } from './errors';
import { TAG_TYPES } from './tags';

/** `[3].address.city` from a Standard Schema issue path. */
function issuePath(path: readonly (PropertyKey | { key: PropertyKey })[] | undefined): string {
  return (path ?? [])
    .map((segment) => (typeof segment === 'object' ? segment.key : segment))
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
}

/**
 * An answer of the wrong shape as an ordinary failed request (the page shows the action's
 * message and a retry; `getErrorMessage` adds why); the console names the endpoint and the path.
 * Used by `catchSchemaFailure` and by the few `queryFn` endpoints that check an answer themselves.
 */
export function schemaFailure(
  endpoint: string,
  issues: readonly { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] | undefined }[],
) {
  const problems = issues.map((issue) => `${issuePath(issue.path) || '(the answer)'}: ${issue.message}`);
  console.error(`[api] ${endpoint}: the answer does not match the contract — ${problems.slice(0, 5).join('; ')}`);
  const data: SchemaFailureData = { schemaFailure: true, endpoint, problems };
  return { status: 'CUSTOM_ERROR' as const, error: MESSAGES.unexpectedAnswer, data };
}

/**
 * A `queryFn` checks the answer it got itself (RTK applies `responseSchema` to `query`
 * endpoints): the same schema, the same failure as every endpoint.
 */
export function checkAnswer<S extends z.ZodMiniType>(endpoint: string, schema: S, data: unknown) {
  const checked = schema.safeParse(data);
  return checked.success ? { data: checked.data } : { error: schemaFailure(endpoint, checked.error.issues) };
}

/**
 * The one api slice (RTK maintainers: one per base URL; tags never cross slices).
 * It has no endpoints of its own: every module injects its own from `modules/<m>/api.ts`.
 *
 * Answers are checked against each endpoint's `responseSchema` (the contract seam). An answer
 * of the wrong shape becomes an ordinary failed request (the page shows the action's message
 * and a retry; `getErrorMessage` adds why), and the console names the endpoint and the path.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: CACHE_KEEP_UNUSED_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  catchSchemaFailure: (error, info) => schemaFailure(info.endpoint, error.issues),
  endpoints: () => ({}),
});

import { createApi } from '@reduxjs/toolkit/query/react';
import { CACHE_KEEP_UNUSED_SECONDS } from '@/config/constants';
import { baseQuery } from './baseQuery';
import type { z } from 'zod/mini';
import { unexpectedShapeError, type ApiError } from './errors';
import type { TagType } from './tags';

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
 */
function schemaFailure(
  endpoint: string,
  issues: readonly { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] | undefined }[],
) {
  // For the console and `ApiError.problems` (developers), never shown to people.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's diagnostic
  const problems = issues.map((issue) => `${issuePath(issue.path) || '(the answer)'}: ${issue.message}`);
  console.error(`[api] ${endpoint}: the answer does not match the contract — ${problems.slice(0, 5).join('; ')}`);
  return unexpectedShapeError(problems);
}

/**
 * A `queryFn` endpoint's answer, checked once by its contract schema: the typed value, or the same
 * unexpected-shape failure `catchSchemaFailure` gives every other endpoint. (A `queryFn` gets
 * `unknown` from the base query; parsing here types it, where `responseSchema` would leave a cast.)
 */
export function checkedAnswer<S extends z.ZodMiniType>(
  endpoint: string,
  schema: S,
  data: unknown,
): { data: z.output<S> } | { error: ApiError } {
  const checked = schema.safeParse(data);
  return checked.success ? { data: checked.data } : { error: schemaFailure(endpoint, checked.error.issues) };
}

/** Filled at run time by the modules' `enhanceEndpoints({ addTagTypes })`; any declared tag type at type level (see tags.ts). */
const tagTypes: TagType[] = [];

/**
 * The one api slice (RTK maintainers: one per base URL; tags never cross slices).
 * It has no endpoints and no tag types of its own: every module injects its endpoints from
 * `modules/<m>/api.ts` and adds the tag types they use there (see tags.ts).
 *
 * Answers are checked against each endpoint's `responseSchema` (the contract seam); the few
 * `queryFn` endpoints check theirs with `checkedAnswer`, once. An answer of the wrong shape becomes an ordinary failed request
 * (`kind: 'unexpectedShape'`), and the console names the endpoint and the path.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  keepUnusedDataFor: CACHE_KEEP_UNUSED_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  catchSchemaFailure: (error, info) => schemaFailure(info.endpoint, error.issues),
  endpoints: () => ({}),
});

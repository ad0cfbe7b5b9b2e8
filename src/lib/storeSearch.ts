import { skipToken } from '@reduxjs/toolkit/query/react';
import type { SearchResult } from '@/lib/appModule';

/**
 * A quick-search source that filters a store's cached list (the one the module's list page
 * loads): nothing is asked before the query has `STORE_SEARCH_MIN_QUERY` characters and a store
 * is set, and at most `STORE_SEARCH_MAX_RESULTS` matches are shown.
 */
const STORE_SEARCH_MIN_QUERY = 2;
const STORE_SEARCH_MAX_RESULTS = 8;

/** The argument of the store's list query: `skipToken` until the query is long enough and a store is set. */
export function storeSearchArg(query: string, storeId: string | null): { storeId: string } | typeof skipToken {
  return storeId && query.length >= STORE_SEARCH_MIN_QUERY ? { storeId } : skipToken;
}

/** The first rows that match, as results; none for a query shorter than the minimum. */
export function storeSearchResults<T>(
  query: string,
  rows: readonly T[] | undefined,
  matches: (row: T) => boolean,
  toResult: (row: T) => SearchResult,
): SearchResult[] {
  if (query.length < STORE_SEARCH_MIN_QUERY) return [];
  return (rows ?? []).filter(matches).slice(0, STORE_SEARCH_MAX_RESULTS).map(toResult);
}

import { createApi } from '@reduxjs/toolkit/query/react';
import { CACHE_KEEP_UNUSED_SECONDS } from '@/config/constants';
import { baseQuery } from './baseQuery';
import { TAG_TYPES } from './tags';

/**
 * The one api slice (RTK maintainers: one per base URL; tags never cross slices).
 * It has no endpoints of its own: every module injects its own from `modules/<m>/api.ts`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: CACHE_KEEP_UNUSED_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

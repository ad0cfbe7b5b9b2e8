import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { Permission } from '@/config/permissions';
import type { AppDispatch } from './store';

/** What a route's first queries are started with, before its page renders (start-up). */
export interface PrefetchContext {
  dispatch: AppDispatch;
  /** The current store, when there is one. */
  storeId: string | null;
  params: Params;
  search: URLSearchParams;
}

/**
 * Starts the first queries a page will ask for, with the same arguments, so they run while its
 * chunk loads. Called only when the user holds the route's permission (and has a store when the
 * route needs one). It should import the module's api dynamically: no module code in the
 * initial bundle.
 */
export type RoutePrefetch = (context: PrefetchContext) => Promise<unknown>;

/** A page a module contributes to the router. Its path and permission match spec 2. */
export interface ModuleRoute {
  path: string;
  title: string;
  permission: Permission;
  /** Whether a current store is required (spec 2.2: yes; 2.3 store management: no). */
  requireStore: boolean;
  role?: string;
  /** The page's dynamic import (one function per page: routes sharing a page share it). */
  load: () => Promise<ComponentType>;
  prefetch?: RoutePrefetch;
}

export interface SearchResult {
  id: string;
  label: string;
  description?: string;
  to: string;
}

/** The hook behind a quick-search source: results for a query in a store. */
export type SearchHook = (query: string, storeId: string | null) => { results: SearchResult[]; isFetching: boolean };

/**
 * A source of the top-bar quick search (decisions.md). `load` brings in the module's search hook
 * (and with it the module's api) only when the user first searches, so no module code weighs on
 * the initial bundle; the quick search renders one small component per source so each keeps its
 * own hooks.
 */
export interface SearchSource {
  key: string;
  title: string;
  permission: Permission;
  requireStore: boolean;
  load: () => Promise<SearchHook>;
}

export interface AppModule {
  routes: ModuleRoute[];
  searchSources?: SearchSource[];
}

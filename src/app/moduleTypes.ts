import type { ComponentType, LazyExoticComponent } from 'react';
import type { Permission } from '@/config/permissions';

/** A page a module contributes to the router. Its path and permission match spec 2. */
export interface ModuleRoute {
  path: string;
  title: string;
  permission: Permission;
  /** Whether a current store is required (spec 2.2: yes; 2.3 store management: no). */
  requireStore: boolean;
  role?: string;
  page: LazyExoticComponent<ComponentType>;
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

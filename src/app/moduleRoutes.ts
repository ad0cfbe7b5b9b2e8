import type { ComponentType } from 'react';
import type { Permission } from '@/config/permissions';
import type { ModuleRoute, RoutePrefetch, SearchHook, SearchSource } from './moduleTypes';
import { routeRule } from './routeTable';

/** A page file of a module: `pages/XPage.tsx` exports the component `XPage`. */
export type PageModule = Record<string, ComponentType>;

/** A module's page files as Vite's lazy glob gives them: `import.meta.glob<PageModule>('./pages/*Page.tsx')`. */
export type PageFiles = Record<string, () => Promise<PageModule>>;

/**
 * A module's routes, written once: for each page (by name) the paths of the route table it serves.
 * Path, title, permission and store rule come from `src/app/routeTable.ts`; each page is its own
 * chunk (one `load` per page, shared by its routes, so they preload it once); `prefetch` gives a
 * route its first queries (started with its chunk at start-up).
 *
 *   routes: pageRoutes(import.meta.glob<PageModule>('./pages/*Page.tsx'), {
 *     SupplierListPage: [PATHS.suppliers],
 *     SupplierEditPage: [PATHS.supplierNew, PATHS.supplierRoute],
 *   }, { [PATHS.suppliers]: prefetchList }),
 *
 * (`recordPages` writes those two pages of a kind of record.)
 */
export function pageRoutes(
  files: PageFiles,
  pages: Record<string, readonly string[]>,
  prefetch: Partial<Record<string, RoutePrefetch>> = {},
): ModuleRoute[] {
  return Object.entries(pages).flatMap(([name, paths]) => {
    const file = files[`./pages/${name}.tsx`];
    if (!file) throw new Error(`No page file pages/${name}.tsx for ${paths.join(', ')}`);
    const load = () =>
      file().then((m) => (Object.hasOwn(m, name) ? m[name] : Promise.reject(new Error(`pages/${name}.tsx does not export ${name}`))));
    return paths.map((path) => {
      const first = prefetch[path];
      return { ...routeRule(path), load, ...(first ? { prefetch: first } : {}) };
    });
  });
}

/**
 * The list and edit pages of a kind of record (`recordPaths` in src/config/paths.ts):
 * `<Name>ListPage` at its list, `<Name>EditPage` at its new form and at one record.
 */
export function recordPages(name: string, list: string, newPath: string, route: string): Record<string, readonly string[]> {
  return { [`${name}ListPage`]: [list], [`${name}EditPage`]: [newPath, route] };
}

/** The quick search of a list route's records, titled and permitted as that route (route table). */
export function listSearch(key: string, listPath: string, load: () => Promise<SearchHook>): SearchSource {
  const { title, permission } = routeRule(listPath);
  return storeSearch(key, title, permission, load);
}

/** A quick-search source reading the current store's data (its hook loads on the first search). */
export function storeSearch(key: string, title: string, permission: Permission, load: () => Promise<SearchHook>): SearchSource {
  return { key, title, permission, requireStore: true, load };
}

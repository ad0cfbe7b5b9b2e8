import { createContext, useContext, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { MessageDescriptor } from '@lingui/core';
import type { Permission, PermissionRow } from '@/config/permissions';
import { i18n, type Catalogs } from '@/lib/i18n/i18n';

/**
 * What a module declares for the app, once, in `src/modules/<m>/module.ts`: its routes (pages by
 * reference), its quick-search sources and its reports-hub entries. Only the app reads these
 * definitions (src/app/modules.ts); nothing here imports a module's api or pages statically.
 */

/** The first queries of a route, started with its page's chunk (before the page renders). */
interface PrefetchContext {
  /** The store's dispatch (RTK Query's prefetch thunks go through it). */
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  /** The current store, when there is one. */
  storeId: string | null;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * Starts the first queries a page will ask for, with the same arguments, so they run while its
 * chunk loads. Called only when the user holds the route's permission (and has a store when the
 * route needs one). It imports the module's api dynamically: no module code in the initial bundle.
 */
export type RoutePrefetch = (context: PrefetchContext) => Promise<unknown>;

/**
 * A text of a definition made once (route titles, menu labels, source titles): a Lingui `msg`
 * descriptor, turned into the active language where it is shown (`i18n._(title)`, docs/rules/i18n.md).
 */
export type ShownText = MessageDescriptor;

/** A page of a module: where it is, who may open it, and the page itself by reference. */
export interface ModuleRoute {
  path: string;
  title: ShownText;
  /** A record page's way back to its list ("All suppliers"), read by the kit's EditPage. */
  back?: ShownText;
  permission: Permission;
  /** Whether a current store is required (store routes: yes; store management: no). */
  requireStore: boolean;
  role?: string;
  /** The page's dynamic import: `() => import('./pages/XPage').then((m) => m.XPage)`. */
  page: () => Promise<ComponentType>;
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
 * A source of the top-bar quick search. `load` brings in the module's search hook (and with it
 * the module's api) only when the user first searches.
 */
export interface SearchSource {
  key: string;
  title: ShownText;
  permission: Permission;
  requireStore: boolean;
  load: () => Promise<SearchHook>;
}

/** A route's rule as the guards, the menu and the quick search read it. */
export type RouteRule = Pick<ModuleRoute, 'path' | 'title' | 'permission' | 'requireStore' | 'back'>;

/**
 * A report the hub links to: one of the module's routes, with a line about it. Title and line
 * read in the active language each time (getters): made with `report()`.
 */
interface ReportEntry {
  path: string;
  readonly title: string;
  readonly text: string;
}

/** A reports-hub entry whose title and line are `msg` descriptors, read in the language active when shown. */
export function report(path: string, title: ShownText, text: ShownText): ReportEntry {
  return {
    path,
    get title() {
      return i18n._(title);
    },
    get text() {
      return i18n._(text);
    },
  };
}

/** A menu icon a module draws itself: the SVG path data of a 24×24 stroke icon (src/layout/icons.tsx draws it). */
export interface ModuleIcon {
  readonly path: string;
}

/** The sections of the side menu (the shell's own), in the order shown. */
export type MenuSection = 'overview' | 'operations' | 'team' | 'administration';

/**
 * A link of the side menu to one of the module's routes (it takes the route's permission and
 * store rule). `group` puts it into a group some module declares (`menuGroups`), else it stands
 * in `section`; `order` places it among every module's links. `icon`: a shell icon's name or the
 * module's own drawing.
 */
export interface MenuEntry {
  key: string;
  label: ShownText;
  path: string;
  order: number;
  icon?: string | ModuleIcon;
  section?: MenuSection;
  group?: string;
}

/** The columns of the top bar's shortcuts (src/layout/MegaMenu.tsx), in the order shown. */
export const SHORTCUT_COLUMNS = ['create', 'daily-work', 'reports'] as const;

/** A shortcut of the top bar's mega menu to one of the module's routes; `order` places it in its column among every module's. */
interface Shortcut {
  column: (typeof SHORTCUT_COLUMNS)[number];
  path: string;
  order: number;
}

/** A group of the side menu a module declares, which links of any module join by its key. */
export interface MenuGroup {
  label: ShownText;
  icon: string | ModuleIcon;
  section: MenuSection;
  /** Shown with this permission (and a current store, with `inStore`) when a child is. */
  permission: Permission;
  inStore: boolean;
}

/**
 * Components a module lends to another module's page, by slot. The page renders the slot
 * (src/lib/ModuleSlot.tsx) and never imports the lending module, so the module graph keeps one
 * direction. Each is loaded with its module's chunk when the slot is first shown.
 *
 * A registry that starts empty, like the api's tags (src/api/tags.ts): the module whose page
 * offers a slot declares it, in its module.ts:
 *
 *   declare module '@/lib/appModule' {
 *     interface ModuleSlots { supplierProducts?: () => Promise<ComponentType<{ supplierId: string }>> }
 *   }
 *
 * @public (only ever augmented)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules (see above)
export interface ModuleSlots {}

export interface AppModule {
  /** A short name, unique among the modules. */
  name: string;
  routes: ModuleRoute[];
  menu?: MenuEntry[];
  /** Its links in the top bar's shortcuts. */
  shortcuts?: Shortcut[];
  searchSources?: SearchSource[];
  reports?: ReportEntry[];
  slots?: ModuleSlots;
  /** Its rows of the permission editor's table, with the names they declare (its `permissions.ts`). */
  permissions?: readonly PermissionRow[];
  /** The groups of the side menu this module brings (its own links and other modules' may join them). */
  menuGroups?: Record<string, MenuGroup>;
  /** The module's compiled catalogues, `import.meta.glob('./locales/*.ts')`: loaded with its pages (docs/rules/i18n.md). */
  catalogs?: Catalogs;
  /**
   * The modules whose public entry this module imports (their texts show on its pages, so their
   * catalogues load with its pages too). src/app/moduleTexts.test.ts checks it against the imports.
   */
  uses?: readonly string[];
}

/** A quick-search source reading the current store's data, titled and permitted as its list route. */
export function listSearch(key: string, list: ModuleRoute, load: () => Promise<SearchHook>): SearchSource {
  return { key, title: list.title, permission: list.permission, requireStore: true, load };
}

/** The app's modules, provided by the app (src/app/AppProviders.tsx) to the shell and the reports hub. */
export const AppModulesContext = createContext<readonly AppModule[]>([]);

export function useAppModules(): readonly AppModule[] {
  return useContext(AppModulesContext);
}

/** Every route of the given modules, in module order. */
export const routesOf = (modules: readonly AppModule[]): ModuleRoute[] => modules.flatMap((m) => m.routes);

/** The rule of the route a path falls under, if any. Literal paths win over patterns. */
export function ruleForPath(routes: readonly RouteRule[], pathname: string): RouteRule | undefined {
  const path = pathname.split(/[?#]/)[0] ?? pathname;
  return routes.find((r) => r.path === path) ?? routes.find((r) => r.path.includes(':') && matchPath({ path: r.path, end: true }, path));
}

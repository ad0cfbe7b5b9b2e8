import type { ComponentType } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PATHS } from '@/config/paths';
import type { AppModule, ModuleRoute } from '@/lib/appModule';
import { withCatalogs } from '@/lib/i18n/i18n';
import { UnsavedChangesBlocker } from '@/lib/useUnsavedChangesGuard';
import { RouteError } from '@/session/chunkErrors';
import { useCrossTabLogout } from '@/session/crossTab';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { RequireAccess, RequireAuth } from './guards';
import { PublicOnly } from '@/app/public/PublicOnly';
import { RootRedirectPage } from '@/app/public/RootRedirectPage';
import { SignInPage } from '@/app/public/SignInPage';
import { selectCan } from '@/session/permissions';
import { landingPath } from '@/session/redirect';
import { SHELL_CATALOGS } from './catalogs';
import { APP_MODULES } from './modules';
import type { AppStore } from './store';

// Only the sign-in page is eager (what the sign-in screen needs and nothing more); the shell,
// every other page and the public pages are route `lazy`s. The data router loads a route's lazy
// parts before it renders the route, so a page never shows a loading fallback: at start-up
// main.tsx renders once the router has loaded the first route, and on navigation the previous
// page stays until the next one is there. A protected route's loader starts the page's first
// queries together with its chunk.

/** A lazy route's loader, shared by the router and the intent preload (one load per router). */
type Load = () => Promise<{ Component: ComponentType }>;

/** Loads once; a failed load (offline, a new version deployed) can be tried again. */
function once(load: () => Promise<ComponentType>): Load {
  let loading: Promise<{ Component: ComponentType }> | undefined;
  return () =>
    (loading ??= load().then(
      (Component) => ({ Component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
}

/** What the intent preload and the start-up read from a route (`handle`). */
interface RouteHandle {
  preload?: () => Promise<unknown>;
  /** Starts the route's first queries (when allowed), as its loader does. */
  startQueries?: (params: PrefetchParams, search: URLSearchParams) => void;
}

type PrefetchParams = Readonly<Record<string, string | undefined>>;

function lazyRoute(path: string | undefined, load: () => Promise<ComponentType>, extra: Partial<RouteObject> = {}): RouteObject {
  const lazy = once(load);
  return { ...(path ? { path } : {}), lazy, handle: { preload: lazy } satisfies RouteHandle, ...extra };
}

/** The top of every route: sign-out in another tab signs this one out too; unsaved forms ask before leaving. */
function AppRoot() {
  useCrossTabLogout();
  return (
    <>
      <UnsavedChangesBlocker />
      <Outlet />
    </>
  );
}

/** Shown only if the app renders before the first route has loaded (main.tsx waits for it). */
function FirstLoad() {
  return (
    <div data-lazy-fallback="">
      <LoadingScreen />
    </div>
  );
}

const publicPages: [string, () => Promise<ComponentType>][] = [
  [PATHS.resetPassword, () => import('@/app/public/ResetPasswordPage').then((m) => m.ResetPasswordPage)],
  [PATHS.passwordRedefinition, () => import('@/app/public/PasswordRedefinitionPage').then((m) => m.PasswordRedefinitionPage)],
  [PATHS.unauthorized, () => import('@/app/public/UnauthorizedPage').then((m) => m.UnauthorizedPage)],
  [PATHS.landing, () => import('@/app/public/InfoPages').then((m) => m.LandingPage)],
  [PATHS.comingSoon, () => import('@/app/public/InfoPages').then((m) => m.ComingSoonPage)],
  [PATHS.maintenance, () => import('@/app/public/InfoPages').then((m) => m.MaintenancePage)],
  ['/error/:code', () => import('@/app/public/ErrorPage').then((m) => m.ErrorPage)],
  ['/auth-1/:screen', () => import('@/app/public/AuthFamilyPage').then((m) => m.AuthFamily1Page)],
  ['/auth-2/:screen', () => import('@/app/public/AuthFamilyPage').then((m) => m.AuthFamily2Page)],
  ['/auth-3/:screen', () => import('@/app/public/AuthFamilyPage').then((m) => m.AuthFamily3Page)],
  ['*', () => import('@/app/public/ErrorPage').then((m) => m.NotFoundPage)],
];

/** Whether the signed-in user may open a module route now (its permission, and a store if it needs one). */
function allowed(store: AppStore, route: Pick<ModuleRoute, 'permission' | 'requireStore'>): boolean {
  const state = store.getState();
  if (state.auth.accessToken === null || !selectCan(state, route.permission)) return false;
  return !route.requireStore || selectCurrentStore(state) !== null;
}

/** A module page behind the one route guard, with its first queries started by its loader. */
function moduleRoute(store: AppStore, route: ModuleRoute, pages: Map<ModuleRoute['page'], Load>, options: RoutesOptions): RouteObject {
  // Routes that share a page (a record's new form and the record) share its load. The module's
  // texts in the current language come with the page's chunk.
  const load = pages.get(route.page) ?? once(route.page);
  pages.set(route.page, load);
  const { permission, requireStore, role, prefetch } = route;
  const lazy = () =>
    load().then(({ Component: Page }) => ({
      Component: () => (
        <RequireAccess permission={permission} requireStore={requireStore} role={role}>
          <Page />
        </RequireAccess>
      ),
    }));
  const startQueries = (params: PrefetchParams, search: URLSearchParams) => {
    if (!prefetch || !options.prefetch() || !allowed(store, route)) return;
    const storeId = selectCurrentStore(store.getState())?.id ?? null;
    // A 401/403 from a first query ends the session like any call; a failed import is left to
    // the page, which asks again. Started twice (start-up, then the loader), the query is asked
    // once: RTK Query does not send a query that is already on its way.
    void prefetch({ dispatch: store.dispatch, storeId, params, search }).catch(() => undefined);
  };
  return {
    path: route.path,
    lazy,
    handle: { preload: load, startQueries } satisfies RouteHandle,
    errorElement: <RouteError />,
    // Same path, other search: the page asks for what it needs itself.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    loader: ({ params, request }) => {
      startQueries(params, new URL(request.url).searchParams);
      return null;
    },
  };
}

/**
 * `/` (docs/rules/session.md#post-login-redirect): the page shows 'Redirecting based on
 * permissions...' and then redirects (RootRedirectPage). Once the user and the store are known,
 * the loader starts loading the landing page's chunks, so the redirect after the text is quick.
 */
function rootLoader(store: AppStore, routes: () => RouteObject[]) {
  return () => {
    const state = store.getState();
    const { accessToken, userInfo } = state.auth;
    if (accessToken === null || userInfo === null) return null;
    if (selectCurrentStore(state) === null && userInfo.stores.length > 0) return null;
    void preloadRoutes(
      routes(),
      landingPath((permission) => selectCan(state, permission)),
    );
    return null;
  };
}

export interface RoutesOptions {
  /**
   * Whether a route's loader starts the page's first queries now. The browser router says yes
   * while it loads the first route (a restored session's page: data and chunk together); once
   * the app is up, a page starts its queries itself (its chunk is usually there already, loaded
   * on hover or focus), so a failed prefetch is never asked again by the page.
   */
  prefetch: () => boolean;
}

/** Every route of the app, for one store; the browser router and the tests' memory routers use it. */
export function appRoutes(
  store: AppStore,
  options: RoutesOptions = { prefetch: () => false },
  modules: readonly AppModule[] = APP_MODULES,
): RouteObject[] {
  const pages = new Map<ModuleRoute['page'], Load>();
  const moduleRoutes = modules.flatMap((m) => m.routes.map((route) => moduleRoute(store, route, pages, options)));
  const routes: RouteObject[] = [
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FirstLoad />,
      children: [
        {
          element: <PublicOnly />,
          children: [
            { path: PATHS.signIn, element: <SignInPage /> },
            ...publicPages.map(([path, load]) => lazyRoute(path, load, { errorElement: <RouteError /> })),
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            lazyRoute(
              undefined,
              withCatalogs(() => import('@/layout/AppShell').then((m) => m.AppShell), SHELL_CATALOGS),
              {
                children: [{ path: PATHS.root, element: <RootRedirectPage />, loader: rootLoader(store, () => routes) }, ...moduleRoutes],
              },
            ),
          ],
        },
      ],
    },
  ];
  return routes;
}

/**
 * Loads the lazy parts of the routes a path opens (the shell and the page), on intent or at
 * start-up; failures are left to the navigation itself.
 */
export function preloadRoutes(routes: RouteObject[], to: string): Promise<unknown> {
  const pathname = to.split(/[?#]/)[0] ?? '';
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads = matches.flatMap((m) => {
    const preload = (m.route.handle as RouteHandle | undefined)?.preload;
    return preload ? [preload()] : [];
  });
  return Promise.all(loads).catch(() => undefined);
}

/**
 * Start-up: the first route's queries start before the router asks for its chunks. The router
 * requests the shell's and the page's chunks (thirty-odd files, six at a time) before it runs the
 * loader, so the api chunk a loader imports queued behind them and the list was asked for only
 * once the page had rendered (issue #33's bench: /suppliers' first rows 5 to 15 % later).
 */
export function startFirstQueries(routes: RouteObject[], location: Pick<Location, 'pathname' | 'search'>): void {
  const search = new URLSearchParams(location.search);
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.startQueries?.(match.params, search);
  }
}

/** For the tests: the routes a path opens, outermost first (their paths). */
export function matchedPaths(routes: RouteObject[], pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).map((m) => m.route.path).filter((p): p is string => p !== undefined);
}

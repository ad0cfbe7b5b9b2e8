import { useCallback } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppModulesContext } from '@/lib/appModule';
import { LinkPreloadContext } from '@/lib/linkPreload';
import { AppProviders } from './AppProviders';
import { APP_MODULES } from './modules';
import { appRoutes, preloadRoutes, startFirstQueries } from './routes';
import type { AppStore } from './store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router and the routes it was made of (kept for the intent preload). */
export interface AppRouting {
  router: AppRouter;
  routes: RouteObject[];
}

/**
 * The browser's routes for one store: their loaders start a page's first queries while the
 * router loads the first route (start-up), not afterwards.
 */
export function browserRoutes(store: AppStore): { routes: RouteObject[]; createRouter: () => AppRouting } {
  let starting = true;
  const routes = appRoutes(store, { prefetch: () => starting });
  const createRouter = () => {
    // Signed out, no route may start a query (the sign-in page asks for nothing): the match is skipped.
    if (store.getState().auth.accessToken !== null) startFirstQueries(routes, window.location);
    const router = createBrowserRouter(routes);
    void whenRouterReady(router).then(() => {
      starting = false;
    });
    return { router, routes };
  };
  return { routes, createRouter };
}

/** The same routes in memory (tests): starts at `initialEntries`. */
export function createAppMemoryRouter(store: AppStore, initialEntries: string[]): AppRouting {
  const routes = appRoutes(store);
  return { router: createMemoryRouter(routes, { initialEntries }), routes };
}

/** Resolves once the router has loaded the first route's lazy parts (so it renders no fallback). */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The router with what its pages read from the app: the module list and the intent preload. */
export function AppRouter({ routing }: { routing: AppRouting }) {
  const { router, routes } = routing;
  const preload = useCallback((to: string) => void preloadRoutes(routes, to), [routes]);
  return (
    <AppModulesContext.Provider value={APP_MODULES}>
      <LinkPreloadContext.Provider value={preload}>
        <RouterProvider router={router} />
      </LinkPreloadContext.Provider>
    </AppModulesContext.Provider>
  );
}

export function App({ store, routing }: { store: AppStore; routing: AppRouting }) {
  return (
    <AppProviders store={store}>
      <AppRouter routing={routing} />
    </AppProviders>
  );
}

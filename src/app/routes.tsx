import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ComingSoonPanel } from '@/components/ComingSoonPanel';
import { RequireAccess, RequireAuth } from '@/session/guards';
import { PublicOnly } from '@/session/pages/PublicOnly';
import { RootRedirectPage } from '@/session/pages/RootRedirectPage';
import { SignInPage } from '@/session/pages/SignInPage';
import { PATHS } from '@/config/paths';
import { lazyPage, RoutePage, type PreloadablePage } from './lazyPage';
import { APP_MODULES } from './modules';
import type { ModuleRoute } from './moduleTypes';
import { registerPreloads, type PreloadEntry } from './pagePreload';
import { ROUTE_TABLE, type RouteRule } from './routeTable';

// Only the sign-in page is eager (what the sign-in screen needs and nothing more); the shell,
// every other page, the public pages and the customizer are lazy. Each lazy route declares its
// `load` so it can be loaded ahead: at start-up (src/app/firstScreen.ts) and on intent.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => () =>
  load().then((m) => m[name]);

/** The signed-in frame (top bar, menu): lazy, loaded with the first page of a restored session. */
export const shellPage = lazyPage(named(() => import('@/layout/AppShell'), 'AppShell'));

const publicPages: [string, PreloadablePage][] = [
  [PATHS.resetPassword, lazyPage(named(() => import('@/session/pages/ResetPasswordPage'), 'ResetPasswordPage'))],
  [PATHS.passwordRedefinition, lazyPage(named(() => import('@/session/pages/PasswordRedefinitionPage'), 'PasswordRedefinitionPage'))],
  [PATHS.unauthorized, lazyPage(named(() => import('@/session/pages/UnauthorizedPage'), 'UnauthorizedPage'))],
  [PATHS.landing, lazyPage(named(() => import('@/session/pages/InfoPages'), 'LandingPage'))],
  [PATHS.comingSoon, lazyPage(named(() => import('@/session/pages/InfoPages'), 'ComingSoonPage'))],
  [PATHS.maintenance, lazyPage(named(() => import('@/session/pages/InfoPages'), 'MaintenancePage'))],
  ['/error/:code', lazyPage(named(() => import('@/session/pages/ErrorPage'), 'ErrorPage'))],
  ['/auth-1/:screen', lazyPage(named(() => import('@/session/pages/AuthFamilyPage'), 'AuthFamily1Page'))],
  ['/auth-2/:screen', lazyPage(named(() => import('@/session/pages/AuthFamilyPage'), 'AuthFamily2Page'))],
  ['/auth-3/:screen', lazyPage(named(() => import('@/session/pages/AuthFamilyPage'), 'AuthFamily3Page'))],
  ['*', lazyPage(named(() => import('@/session/pages/ErrorPage'), 'NotFoundPage'))],
];

type ProtectedRule = RouteRule & { page?: PreloadablePage; prefetch?: ModuleRoute['prefetch']; role?: string };

/** Every protected route of the table with its module page, if a module brings one. */
const protectedRules: ProtectedRule[] = (() => {
  const modulePages = new Map<string, ModuleRoute>();
  for (const mod of APP_MODULES) for (const r of mod.routes) modulePages.set(r.path, r);
  // Every module page has its rule in the table (src/app/modules.test.ts checks it).
  return ROUTE_TABLE.map((rule) => {
    const page = modulePages.get(rule.path);
    return page ? { ...rule, role: page.role, page: lazyPage(page.load), prefetch: page.prefetch } : rule;
  });
})();

const withShell = (page: PreloadablePage) => () => Promise.all([shellPage.preload(), page.preload()]);

registerPreloads([
  // The sign-in page is in the initial bundle: nothing to load (and not the not-found page).
  { path: PATHS.signIn, preload: () => Promise.resolve() },
  ...publicPages.map(([path, page]): PreloadEntry => ({ path, preload: page.preload })),
  { path: PATHS.root, preload: shellPage.preload },
  ...protectedRules.map(
    (rule): PreloadEntry => ({
      path: rule.path,
      preload: rule.page ? withShell(rule.page) : shellPage.preload,
      prefetch: rule.prefetch,
      permission: rule.permission,
      requireStore: rule.requireStore,
    }),
  ),
]);

/** Module pages by path; a table route with no page yet shows the coming-soon panel. */
function protectedRoutes(): RouteObject[] {
  return protectedRules.map((rule) => ({
    path: rule.path,
    element: (
      <RequireAccess permission={rule.permission} requireStore={rule.requireStore} role={rule.role}>
        {rule.page ? <RoutePage page={rule.page} /> : <ComingSoonPanel title={rule.title} />}
      </RequireAccess>
    ),
  }));
}

/** Every route of the app; the browser router and the tests' memory router share it. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <PublicOnly />,
      children: [
        { path: PATHS.signIn, element: <SignInPage /> },
        ...publicPages.map(([path, page]) => ({ path, element: <RoutePage page={page} /> })),
      ],
    },
    {
      element: <RequireAuth />,
      children: [
        {
          element: <RoutePage page={shellPage} fullScreen />,
          children: [{ path: PATHS.root, element: <RootRedirectPage /> }, ...protectedRoutes()],
        },
      ],
    },
  ];
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ComingSoonPanel } from '@/components/ComingSoonPanel';
import { AppShell } from '@/layout/AppShell';
import { LazyPage } from '@/session/chunkErrors';
import { RequireAccess, RequireAuth } from '@/session/guards';
import { PublicOnly } from '@/session/pages/PublicOnly';
import { RootRedirectPage } from '@/session/pages/RootRedirectPage';
import { SignInPage } from '@/session/pages/SignInPage';
import { PATHS } from '@/config/paths';
import { APP_MODULES } from './modules';
import type { ModuleRoute } from './moduleTypes';
import { ROUTE_TABLE, type RouteRule } from './routeTable';

// Only the sign-in page and the shell are eager (initial JS budget); every other page is lazy.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const ResetPasswordPage = page(() => import('@/session/pages/ResetPasswordPage'), 'ResetPasswordPage');
const PasswordRedefinitionPage = page(() => import('@/session/pages/PasswordRedefinitionPage'), 'PasswordRedefinitionPage');
const UnauthorizedPage = page(() => import('@/session/pages/UnauthorizedPage'), 'UnauthorizedPage');
const ErrorPage = page(() => import('@/session/pages/ErrorPage'), 'ErrorPage');
const NotFoundPage = page(() => import('@/session/pages/ErrorPage'), 'NotFoundPage');
const LandingPage = page(() => import('@/session/pages/InfoPages'), 'LandingPage');
const ComingSoonPage = page(() => import('@/session/pages/InfoPages'), 'ComingSoonPage');
const MaintenancePage = page(() => import('@/session/pages/InfoPages'), 'MaintenancePage');
const AuthFamily1Page = page(() => import('@/session/pages/AuthFamilyPage'), 'AuthFamily1Page');
const AuthFamily2Page = page(() => import('@/session/pages/AuthFamilyPage'), 'AuthFamily2Page');
const AuthFamily3Page = page(() => import('@/session/pages/AuthFamilyPage'), 'AuthFamily3Page');

const lazyRoute = (path: string, Page: LazyExoticComponent<ComponentType>): RouteObject => ({
  path,
  element: (
    <LazyPage>
      <Page />
    </LazyPage>
  ),
});

/** Module pages by path; a table route with no page yet shows the coming-soon panel. */
function protectedRoutes(): RouteObject[] {
  const modulePages = new Map<string, ModuleRoute>();
  for (const mod of APP_MODULES) for (const r of mod.routes) modulePages.set(r.path, r);
  // Every module page has its rule in the table (src/app/modules.test.ts checks it).
  const rules: (RouteRule & { page?: ModuleRoute['page']; role?: string })[] = ROUTE_TABLE.map(
    (rule) => ({ ...rule, ...modulePages.get(rule.path) }),
  );
  return rules.map((rule) => {
    const Page = rule.page;
    return {
      path: rule.path,
      element: (
        <RequireAccess permission={rule.permission} requireStore={rule.requireStore} role={rule.role}>
          {Page ? (
            <LazyPage>
              <Page />
            </LazyPage>
          ) : (
            <ComingSoonPanel title={rule.title} />
          )}
        </RequireAccess>
      ),
    };
  });
}

/** Every route of the app; the browser router and the tests' memory router share it. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <PublicOnly />,
      children: [
        { path: PATHS.signIn, element: <SignInPage /> },
        lazyRoute(PATHS.resetPassword, ResetPasswordPage),
        lazyRoute(PATHS.passwordRedefinition, PasswordRedefinitionPage),
        lazyRoute(PATHS.unauthorized, UnauthorizedPage),
        lazyRoute(PATHS.landing, LandingPage),
        lazyRoute(PATHS.comingSoon, ComingSoonPage),
        lazyRoute(PATHS.maintenance, MaintenancePage),
        lazyRoute('/error/:code', ErrorPage),
        lazyRoute('/auth-1/:screen', AuthFamily1Page),
        lazyRoute('/auth-2/:screen', AuthFamily2Page),
        lazyRoute('/auth-3/:screen', AuthFamily3Page),
        lazyRoute('*', NotFoundPage),
      ],
    },
    {
      element: <RequireAuth />,
      children: [
        {
          element: <AppShell />,
          children: [{ path: PATHS.root, element: <RootRedirectPage /> }, ...protectedRoutes()],
        },
      ],
    },
  ];
}

import type { RouteObject } from 'react-router-dom';
import { ComingSoonPanel } from '@/components/ComingSoonPanel';
import { AppShell } from '@/layout/AppShell';
import { RequireAccess, RequireAuth } from '@/session/guards';
import { NotFoundPage } from '@/session/pages/NotFoundPage';
import { PublicOnly } from '@/session/pages/PublicOnly';
import { RootRedirectPage } from '@/session/pages/RootRedirectPage';
import { SignInPage } from '@/session/pages/SignInPage';
import { UnauthorizedPage } from '@/session/pages/UnauthorizedPage';
import { PATHS } from '@/config/paths';
import { APP_MODULES } from './modules';
import type { ModuleRoute } from './moduleTypes';
import { ROUTE_TABLE, type RouteRule } from './routeTable';

/** Module pages by path; a table route with no page yet shows the coming-soon panel. */
function protectedRoutes(): RouteObject[] {
  const modulePages = new Map<string, ModuleRoute>();
  for (const mod of APP_MODULES) for (const r of mod.routes) modulePages.set(r.path, r);
  const rules: (RouteRule & { page?: ModuleRoute['page']; role?: string })[] = ROUTE_TABLE.map(
    (rule) => ({ ...rule, ...modulePages.get(rule.path) }),
  );
  // Pages a module adds beyond the table (none are expected; kept for completeness).
  for (const r of modulePages.values()) {
    if (!ROUTE_TABLE.some((rule) => rule.path === r.path)) rules.push(r);
  }
  return rules.map((rule) => {
    const Page = rule.page;
    return {
      path: rule.path,
      element: (
        <RequireAccess permission={rule.permission} requireStore={rule.requireStore} role={rule.role}>
          {Page ? <Page /> : <ComingSoonPanel title={rule.title} />}
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
        { path: PATHS.unauthorized, element: <UnauthorizedPage /> },
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
    { path: '*', element: <NotFoundPage /> },
  ];
}

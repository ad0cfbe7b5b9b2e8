import { routesOf, type RouteRule } from '@/lib/appModule';
import { APP_MODULES } from './modules';

export type { RouteRule };

/** Every protected route, built from the module list (each module declares its own). */
export const ROUTE_TABLE: readonly RouteRule[] = routesOf(APP_MODULES).map(({ path, title, permission, requireStore }) => ({
  path,
  title,
  permission,
  requireStore,
}));

/** A route's rule by its path. */
export function routeRule(path: string): RouteRule {
  const rule = ROUTE_TABLE.find((r) => r.path === path);
  if (!rule) throw new Error(`No route ${path} in the route table`);
  return rule;
}

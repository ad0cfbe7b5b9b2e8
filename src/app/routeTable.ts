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

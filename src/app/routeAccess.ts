import { matchPath } from 'react-router-dom';
import type { Permission } from '@/config/permissions';
import { ROUTE_TABLE, type RouteRule } from './routeTable';

/** The protected-route rule a path falls under, if any. Literal paths win over patterns. */
export function ruleForPath(pathname: string): RouteRule | undefined {
  const path = pathname.split(/[?#]/)[0] ?? pathname;
  return (
    ROUTE_TABLE.find((r) => r.path === path) ??
    ROUTE_TABLE.find((r) => r.path.includes(':') && matchPath({ path: r.path, end: true }, path))
  );
}

/** Whether a signed-in user may open the path: protected paths need their permission. */
export function canOpenPath(pathname: string, can: (p: Permission) => boolean): boolean {
  const rule = ruleForPath(pathname);
  return rule ? can(rule.permission) : true;
}

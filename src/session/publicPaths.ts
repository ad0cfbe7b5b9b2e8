import { ruleForPath } from '@/app/routeAccess';
import { PATHS } from '@/config/paths';

/**
 * Whether a path needs a signed-in user: `/` and every route of the route table. Everything else
 * (the public pages of docs/rules/session.md#public-routes and unknown paths, which show the 404 page) is public.
 */
export function isProtectedPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? pathname;
  return path === PATHS.root || ruleForPath(path) !== undefined;
}

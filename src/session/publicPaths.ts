import { matchPath } from 'react-router-dom';
import { PATHS } from '@/config/paths';

/** The public pages of docs/rules/session.md#public-routes that PATHS names. */
const PUBLIC_PATHS: readonly string[] = [
  PATHS.signIn,
  PATHS.resetPassword,
  PATHS.passwordRedefinition,
  PATHS.landing,
  PATHS.comingSoon,
  PATHS.maintenance,
  PATHS.unauthorized,
];

/**
 * Whether a path needs a signed-in user: `/` and every route of the route table (`routes`, the
 * modules' pages, src/app/routeTable.ts). Everything else
 * (the public pages of docs/rules/session.md#public-routes and unknown paths, which show the 404 page) is public.
 */
export function isProtectedPath(pathname: string, routes: readonly { path: string }[]): boolean {
  const path = pathname.split(/[?#]/)[0] ?? pathname;
  if (PUBLIC_PATHS.includes(path)) return false;
  return (
    path === PATHS.root || routes.some(({ path: p }) => p === path || (p.includes(':') && matchPath({ path: p, end: true }, path) !== null))
  );
}

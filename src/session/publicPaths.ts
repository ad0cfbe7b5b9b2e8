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

/** `/` and every route path of PATHS but the public ones: the paths of the route table (publicPaths.test.ts checks it). */
const PROTECTED_PATHS: readonly string[] = Object.values(PATHS).filter(
  (p): p is string => typeof p === 'string' && !PUBLIC_PATHS.includes(p),
);

/**
 * Whether a path needs a signed-in user: `/` and every route of the route table. Everything else
 * (the public pages of docs/rules/session.md#public-routes and unknown paths, which show the 404 page) is public.
 */
export function isProtectedPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? pathname;
  return PROTECTED_PATHS.some((p) => p === path || (p.includes(':') && matchPath({ path: p, end: true }, path) !== null));
}

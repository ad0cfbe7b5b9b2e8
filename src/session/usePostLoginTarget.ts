import { useAppSelector } from '@/lib/storeHooks';
import { routesOf, ruleForPath, useAppModules } from '@/lib/appModule';
import { landingPath, safeReturnPath, STORE_LIST_PATH } from './redirect';
import { useCanFn } from './useSession';

/**
 * Where a signed-in user goes (docs/rules/session.md#post-login-redirect): the remembered same-origin location when
 * permitted, else the first route of the post-login order (docs/rules/session.md#post-login-redirect). `null` until user info and store are known.
 */
export function usePostLoginTarget(from: unknown): string | null {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const store = useAppSelector((s) => s.currentStore.store);
  const can = useCanFn();
  const routes = routesOf(useAppModules());
  if (!userInfo) return null;
  if (!store && userInfo.stores.length > 0) return null;
  // Without any store only the store-management pages (2.3) can be opened.
  if (userInfo.stores.length === 0 && can('stores.read')) return STORE_LIST_PATH;
  const back = safeReturnPath(from);
  // A protected path needs its permission (the route rules come from the app's module list).
  const rule = back ? ruleForPath(routes, back) : undefined;
  if (back && (!rule || can(rule.permission))) return back;
  return landingPath(can);
}

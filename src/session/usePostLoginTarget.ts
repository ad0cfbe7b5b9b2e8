import { useAppSelector } from '@/lib/storeHooks';
import { canOpenPath } from '@/app/routeAccess';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { landingPath, safeReturnPath } from './redirect';
import { useCanFn } from './useSession';

/**
 * Where a signed-in user goes (spec 4.3, decisions.md): the remembered same-origin location when
 * permitted, else the first route of the 4.3 order. `null` until user info and store are known.
 */
export function usePostLoginTarget(from: unknown): string | null {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const store = useAppSelector((s) => s.currentStore.store);
  const can = useCanFn();
  if (!userInfo) return null;
  if (!store && userInfo.stores.length > 0) return null;
  // Without any store only the store-management pages (2.3) can be opened.
  if (userInfo.stores.length === 0 && can(PERMISSIONS.storesRead)) return PATHS.stores;
  const back = safeReturnPath(from);
  if (back && canOpenPath(back, can)) return back;
  return landingPath(can);
}

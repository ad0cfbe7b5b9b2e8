import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PATHS } from '@/config/paths';
import type { Permission } from '@/config/permissions';
import { loggedOut } from '@/session/authSlice';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { hasRole, selectCan } from '@/session/permissions';
import { readStoredStoreId, readStoredUserRecord, writeSignInNotice } from '@/session/storage';

/** Signed-in area: a spinner while auth loads; no token sends to /sign-in remembering where from. */
export function RequireAuth() {
  const loading = useAppSelector((s) => s.auth.loading);
  const token = useAppSelector((s) => s.auth.accessToken);
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!token) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={PATHS.signIn} replace state={{ from }} />;
  }
  return <Outlet />;
}

export type StoreContextVerdict = 'ok' | 'logout' | 'no-store';

/** What `/sign-in` is told after the store-context logout (docs/rules/session.md#store-context) of a user without any store. */
export const NO_STORE_NOTICE = 'noStore';

/** The store-context rule of docs/rules/session.md#store-context for a guarded route without an active store. */
function storeContextVerdict(userStoreCount: number): StoreContextVerdict {
  // A user the server gives no store is logged out too (docs/rules/session.md#store-context), and the sign-in page
  // says why; signing in again lands on a store-free page or here, never in a reload loop.
  if (userStoreCount === 0) return 'no-store';
  const record = readStoredUserRecord();
  if (record === undefined) return 'ok'; // unparsable: ignored, permission checks continue
  const storedId = readStoredStoreId();
  const stores = Array.isArray(record?.stores) ? record.stores : [];
  if (stores.length > 0 && storedId && stores.some((s) => s.id === storedId)) return 'ok';
  return 'logout';
}

/** docs/rules/session.md#store-context: token and store id removed, auth state cleared, sent to /sign-in. */
function LogoutNow({ notice }: { notice?: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    // Kept in session storage: the sign-in redirect of RequireAuth replaces any location state.
    if (notice) writeSignInNotice(notice);
    dispatch(loggedOut());
    void navigate(PATHS.signIn, { replace: true });
  }, [dispatch, navigate, notice]);
  return null;
}

interface RequireAccessProps {
  permission: Permission;
  requireStore: boolean;
  role?: string;
  children: ReactNode;
}

/** The one route guard (docs/rules/session.md#route-guard): permission, store context and optional store role. */
export function RequireAccess({ permission, requireStore, role, children }: RequireAccessProps) {
  const store = useAppSelector(selectCurrentStore);
  const storeCount = useAppSelector((s) => s.auth.userInfo?.stores.length ?? 0);
  const can = useAppSelector((s) => selectCan(s, permission));
  if (requireStore && !store) {
    const verdict = storeContextVerdict(storeCount);
    if (verdict === 'logout') return <LogoutNow />;
    if (verdict === 'no-store') return <LogoutNow notice={NO_STORE_NOTICE} />;
  }
  if (!can) return <Navigate to={`${PATHS.unauthorized}?reason=noPermission`} replace />;
  if (role && !hasRole(store, role)) {
    return <Navigate to={`${PATHS.unauthorized}?reason=noRole`} replace />;
  }
  return children;
}

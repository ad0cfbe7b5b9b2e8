import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '@/lib/storeHooks';
import { STORAGE_KEYS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { routesOf, useAppModules } from '@/lib/appModule';
import { loggedOut } from './authSlice';
import { isProtectedPath } from './publicPaths';

/**
 * Signing out in one tab signs out every open tab (docs/rules/session.md#sign-in-and-sign-out): the `storage` event fires in
 * the other tabs when the token is removed (or the whole storage cleared). Mounted once by App.
 */
export function useCrossTabLogout(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const modules = useAppModules();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
      if (localStorage.getItem(STORAGE_KEYS.accessToken)) return;
      if (store.getState().auth.accessToken === null) return;
      dispatch(loggedOut());
      if (isProtectedPath(path.current, routesOf(modules))) void navigate(PATHS.signIn, { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, navigate, store, modules]);
}

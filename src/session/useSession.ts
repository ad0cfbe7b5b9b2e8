import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/storeHooks';
import { PATHS } from '@/config/paths';
import { storeSwitchMessage, useFormGuards } from '@/lib/useUnsavedChangesGuard';
import type { Permission } from '@/config/permissions';
import { loggedOut } from './authSlice';
import { findSwitchTarget } from './currentStore';
import { currentStoreSet } from './currentStoreSlice';
import { selectCan } from './permissions';

/** A stable `can(permission)` for code that checks several permissions at once. */
export function useCanFn(): (permission: Permission) => boolean {
  const store = useAppStore();
  // Re-render when the inputs of the check change.
  useAppSelector((s) => s.auth.userInfo?.globalPermissions);
  useAppSelector((s) => s.currentStore.store);
  return useCallback((permission: Permission) => selectCan(store.getState(), permission), [store]);
}

export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(loggedOut());
    void navigate(PATHS.signIn, { replace: true });
  }, [dispatch, navigate]);
}

/** Switches only to a store in the user's list (docs/rules/session.md#current-store). */
export function useSwitchStore(): (storeId: string) => boolean {
  const dispatch = useAppDispatch();
  const stores = useAppSelector((s) => s.auth.userInfo?.stores);
  const guards = useFormGuards();
  return useCallback(
    (storeId: string) => {
      const target = findSwitchTarget(stores ?? [], storeId);
      // A form belongs to the store it was opened in: unsaved changes are lost only when agreed.
      if (target && !guards.confirmDiscardingChanges(storeSwitchMessage())) return false;
      if (target) dispatch(currentStoreSet(target));
      return target !== null;
    },
    [dispatch, guards, stores],
  );
}

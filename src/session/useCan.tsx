import type { ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { Permission } from '@/config/permissions';
import { selectCan } from './permissions';

/** True when the user holds the permission globally or in the current store. */
export function useCan(permission: Permission): boolean {
  return useAppSelector((state) => selectCan(state, permission));
}

/** Renders its children only with the permission (UI only; routes use RequireAccess). */
export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(permission) ? children : fallback;
}

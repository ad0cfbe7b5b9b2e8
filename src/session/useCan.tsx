import type { ReactNode } from 'react';
import { useAppSelector } from '@/lib/storeHooks';
import type { EndpointAccess } from '@/api/contract';
import { mayCall } from '@/api/signedIn';
import type { Permission } from '@/config/permissions';
import { selectCan } from './permissions';

/** True when the user holds the permission globally or in the current store. */
export function useCan(permission: Permission): boolean {
  return useAppSelector((state) => selectCan(state, permission));
}

/**
 * Whether the signed-in user may make a call, by the endpoint's contract (`useMayCall(C.getShifts)`):
 * a page leaves out what it may not read (the base query would refuse the call, unsent).
 */
export function useMayCall(endpoint: { access: EndpointAccess }): boolean {
  return useAppSelector((state) => mayCall(state, endpoint.access));
}

/** Renders its children only with the permission (UI only; routes use RequireAccess). */
export function Can({ permission, children, fallback = null }: { permission: Permission; children: ReactNode; fallback?: ReactNode }) {
  return useCan(permission) ? children : fallback;
}

import { useMemo } from 'react';
import { useGetShiftsQuery } from '@/modules/shifts';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores';
import { DEFAULT_STORE_TIME_ZONE } from '@/lib/storeTime';
import { type PlannedShift } from './logic';
import { isNotPermitted } from '@/api/errors';

/**
 * The store's time zone from its shift details (`GET v1/store/{id}/shifts`, any member may
 * read them). While they load, or when the server sends none, Europe/Berlin (every demo store's).
 */
export function useStoreTimeZone(storeId: string): string {
  const { data } = useGetStoreShiftDetailsQuery({ storeId });
  return data?.timeZone || DEFAULT_STORE_TIME_ZONE;
}

/**
 * The signed-in person's published shifts from `startDate` to `endDate` (store-local,
 * inclusive). Needs shift.read: without it the hook does not call and the clock works without
 * a shift.
 */
export function useMyShifts(
  storeId: string,
  userId: string,
  startDate: string,
  endDate: string,
): { shifts: PlannedShift[]; notPermitted: boolean } {
  const { data, error } = useGetShiftsQuery({ storeId, startDate, endDate });
  const notPermitted = isNotPermitted(error);
  const shifts = useMemo(
    () =>
      (data ?? [])
        .filter((s) => s.userId === userId && s.status !== 'cancelled' && s.status !== 'draft')
        .map((s) => ({ id: s.id, start: s.start, end: s.end, role: s.role }))
        .sort((a, b) => a.start.localeCompare(b.start)),
    [data, userId],
  );
  return { shifts, notPermitted };
}

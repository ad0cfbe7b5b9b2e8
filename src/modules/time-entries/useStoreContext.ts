import { DEFAULT_STORE_TIME_ZONE, type PlannedShift } from './logic';

/**
 * The store's time zone. Until the stores module's shift details (`GET v1/store/{id}/shifts`)
 * are available, every store is taken to be in Europe/Berlin (all demo stores are).
 */
export function useStoreTimeZone(_storeId: string): string {
  return DEFAULT_STORE_TIME_ZONE;
}

/**
 * The signed-in person's shifts from `startDate` to `endDate` (store-local, inclusive). Empty
 * until the shifts module is available.
 */
export function useMyShifts(_storeId: string, _userId: string, _startDate: string, _endDate: string): PlannedShift[] {
  return [];
}

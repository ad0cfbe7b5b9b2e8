import { emptyShiftDetails, storeShiftDetails } from './db/stores';
import { timeZoneOf } from './db/shifts';
import type { SchedulerDetails } from './scheduler';
import { weekStartsOnSetting } from './rules/calendar';

/**
 * The store shift details the scheduler reads (docs/rules/people.md#store-shift-details), from the
 * stores module's seeds (mocks/db/stores.ts); a store without any gets the empty ones (all closed).
 */
export function shiftDetailsOf(storeId: string): SchedulerDetails {
  const details = storeShiftDetails.get(storeId) ?? emptyShiftDetails({ id: storeId, timeZone: timeZoneOf(storeId) });
  return {
    timeZone: details.timeZone || timeZoneOf(storeId),
    weekStartsOn: weekStartsOnSetting(details.weekStartsOn),
    staffingRequirements: details.staffingRequirements,
    rules: details.rules,
    openingHours: details.openingHours,
  };
}

import { emptyShiftDetails, storeShiftDetails, stores } from './db/stores';
import { timeZoneOf } from './db/shifts';
import type { SchedulerDetails } from './scheduler';
import { weekStartsOnSetting } from './rules/calendar';
import type { LawStore } from './rules/workingTime';

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
    store: lawStoreOf(storeId),
    // A contract addition of issue #44: a store may plan beyond contracted hours (absent: they cap).
    contractHoursCap: (details as { contractHoursCap?: boolean }).contractHoursCap,
  };
}

/** What the working-time rules read of a store; the fields "law" adds are optional (absent: the rules needing them are off). */
function lawStoreOf(storeId: string): LawStore {
  const store = stores.get(storeId) as (LawStore & { address?: { country?: string } }) | undefined;
  return {
    country: store?.address?.country,
    federalState: store?.federalState,
    hospitality: store?.hospitality,
    workingTimeRules: store?.workingTimeRules,
  };
}

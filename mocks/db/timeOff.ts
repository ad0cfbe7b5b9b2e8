import { collection } from './collection';
import { stores } from './people';
import { addDays, todayIn, firstDayOfWeek } from '../rules/calendar';

/**
 * Approved time off (an approved shift-notes exception, issue #15): the person is away all day.
 * The shift-notes seeds carry these as approved exceptions; the scheduler and the shift seeds
 * respect them. Kept apart from mocks/db/shifts.ts so that the shift seeds can read the notes.
 */
export interface MockTimeOff {
  id: string;
  storeId: string;
  userId: string;
  date: string;
  reason: string;
}

export const SEED_WEEK_STARTS_ON = 1;

export function timeZoneOf(storeId: string): string {
  return stores.get(storeId)?.timeZone ?? 'Europe/Berlin';
}

function seedTimeOff(): MockTimeOff[] {
  const tz = timeZoneOf('store-1');
  const thisWeek = firstDayOfWeek(todayIn(tz), SEED_WEEK_STARTS_ON);
  return [
    { id: 'timeoff-1', storeId: 'store-1', userId: 'emp-1-1', date: addDays(thisWeek, 2), reason: 'Doctor' },
    { id: 'timeoff-2', storeId: 'store-1', userId: 'emp-1-1', date: addDays(thisWeek, 8), reason: 'Vacation' },
    { id: 'timeoff-3', storeId: 'store-1', userId: 'emp-1-2', date: addDays(thisWeek, 9), reason: 'Vacation' },
  ];
}

export const timeOff = collection<MockTimeOff>('timeOff', seedTimeOff);

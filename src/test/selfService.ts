import { shifts } from '@mocks/db/shifts';
import { users } from '@mocks/db/people';
import { instantAt } from '@mocks/rules/calendar';
import { addDays, todayIn, weekdayOf } from '@mocks/rules/calendar';
import { signedInAs } from './render';

/**
 * Test data of the shift requests (issue #45): Sam (user-staff) and Kai (user-colleague), both
 * approved for weekdays 08:00–16:00 in Berlin (mocks/db/shiftNotes.ts). Their seeded shifts are
 * removed so that nothing of the seed overlaps; the shifts a test needs are added on weekdays
 * ahead of the test clock.
 */
const TZ = 'Europe/Berlin';

/** The `n`-th weekday (Mon–Fri) from two days after today on, in Berlin. */
export function weekdayAhead(n = 0): string {
  let day = addDays(todayIn(TZ), 2);
  let found = -1;
  for (;;) {
    const weekday = weekdayOf(day);
    if (weekday !== 0 && weekday !== 6 && ++found === n) return day;
    day = addDays(day, 1);
  }
}

export function clearShiftsOfSamAndKai(): void {
  for (const s of shifts.where((r) => r.userId === 'user-staff' || r.userId === 'user-colleague')) shifts.remove(s.id);
}

/** A published shift in store-1 for `userId` ('' for an open one) on `day`, 08:00–16:00 with 30 min break. */
export function addShift(id: string, userId: string, day: string, from = '08:00', to = '16:00', role = 'service'): void {
  shifts.insert({
    id,
    storeId: 'store-1',
    userId,
    role,
    start: instantAt(day, from, TZ),
    end: instantAt(day, to, TZ),
    breakMinutes: 30,
    status: 'published',
    notes: '',
  });
}

/** Signed in as Kai, Sam's colleague. */
export function signedInAsKai() {
  const kai = users.get('user-colleague');
  if (!kai) throw new Error('No demo user user-colleague');
  return signedInAs(kai, 'store-1');
}

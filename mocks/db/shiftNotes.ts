import { openHoursOn, versionInForce, WHOLE_DAY, type OpenHours } from '../rules/availability';
import type { AvailabilityVersion, ShiftNotes } from '@/modules/availability/types';
import { collection } from './collection';
import { timeOff, timeZoneOf } from './timeOff';
import { staffOf } from './staff';
import { addDays, firstDayOfWeek, todayIn } from '../rules/calendar';

/**
 * Shift notes (availability) per user and store (`id` = `${storeId}:${userId}`), issue #15.
 * Seeds: every member of every demo store has an approved weekly pattern; about a third also
 * has a pending change beside it, one per store a declined one. The approved time off the shift
 * seeds know (mocks/db/shifts.ts `timeOff`) is part of the approved exceptions. The demo staff
 * account (user-staff) is approved for weekdays only and has nothing pending, so the demo (and
 * the e2e flow) can submit a change and see it pending.
 */
export type MockShiftNotes = ShiftNotes & { id: string; approved: AvailabilityVersion | null };

type Weekly = AvailabilityVersion['weekly'];
const days = (weekdays: number[], start: string, end: string, kind: Weekly[number]['kind'] = 'available'): Weekly =>
  weekdays.map((weekday) => ({ weekday, start, end, kind }));

const PATTERNS: Weekly[] = [
  days([1, 2, 3, 4, 5], '07:00', '15:00'),
  [...days([2, 3, 4, 5], '10:00', '19:00'), ...days([6], '09:00', '18:00', 'preferred')],
  [
    ...days([1, 3, 5], WHOLE_DAY.start, WHOLE_DAY.end),
    ...days([4], WHOLE_DAY.start, WHOLE_DAY.end, 'unavailable'),
    ...days([6, 0], '08:00', '14:00'),
  ],
  [...days([6, 0], '08:00', '20:00'), ...days([1, 2], '14:00', '22:00'), ...days([3], '11:00', '15:00', 'preferred')],
];

function seed(): MockShiftNotes[] {
  const rows: MockShiftNotes[] = [];
  const longAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const recently = new Date(Date.now() - 2 * 86_400_000).toISOString();
  for (const storeId of ['store-1', 'store-2', 'store-3']) {
    const thisWeek = firstDayOfWeek(todayIn(timeZoneOf(storeId)), 1);
    staffOf(storeId).forEach((member, i) => {
      const staffAccount = member.userId === 'user-staff' || member.userId === 'user-colleague';
      const weekly = staffAccount ? days([1, 2, 3, 4, 5], '08:00', '16:00') : (PATTERNS[i % PATTERNS.length] ?? []);
      const approved: AvailabilityVersion = {
        weekly,
        exceptions: timeOff
          .where((t) => t.storeId === storeId && t.userId === member.userId)
          .map((t) => ({ date: t.date, allDay: true, kind: 'time_off' as const, reason: t.reason })),
        wishedHoursPerWeek: member.contractHoursPerWeek,
        note: i % 4 === 1 ? 'No closing shifts on school days, please.' : '',
        reviewedBy: 'user-manager',
        reviewedAt: longAgo,
      };
      const base = { id: `${storeId}:${member.userId}`, userId: member.userId, storeId, approved };
      if (!staffAccount && i % 3 === 1) {
        // A pending change: one more evening and a day off next week.
        rows.push({
          ...base,
          ...approved,
          weekly: [...weekly.filter((r) => r.weekday !== 5), ...days([5], '12:00', '22:00', 'preferred')],
          exceptions: [...approved.exceptions, { date: addDays(thisWeek, 10), allDay: true, kind: 'time_off', reason: 'Family visit' }],
          wishedHoursPerWeek: (member.contractHoursPerWeek || 20) + 4,
          status: 'pending',
          reviewedBy: undefined,
          reviewedAt: undefined,
          updatedAt: recently,
        });
      } else if (!staffAccount && i === 5) {
        rows.push({
          ...base,
          ...approved,
          weekly: days([0, 6], WHOLE_DAY.start, WHOLE_DAY.end, 'unavailable'),
          status: 'declined',
          declineReason: 'We need you on at least one weekend day.',
          updatedAt: recently,
        });
      } else {
        rows.push({ ...base, ...approved, status: 'approved', updatedAt: longAgo });
      }
    });
  }
  return rows;
}

export const shiftNotes = collection<MockShiftNotes>('shiftNotes', seed);

export const shiftNotesId = (storeId: string, userId: string) => `${storeId}:${userId}`;

/**
 * When a person may be planned on a store-local date, by their approved availability (for the
 * mock scheduler). A person without any approved notes has given no restriction: available all
 * day (a newly added employee can still be planned).
 */
export function approvedAvailability(storeId: string, userId: string, date: string): OpenHours {
  const notes = shiftNotes.get(shiftNotesId(storeId, userId));
  const version = versionInForce(notes);
  if (!version) return { available: true, ranges: [{ start: WHOLE_DAY.start, end: WHOLE_DAY.end }] };
  return openHoursOn(version, date);
}

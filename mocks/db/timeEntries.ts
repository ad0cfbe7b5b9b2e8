import type { TimeEntry } from '@/modules/time-entries/types';
import { DEFAULT_STORE_TIME_ZONE, localDate, workedMinutes, zonedInstant } from '@/modules/time-entries/logic';
import { collection } from './collection';
import { stores } from './people';
import { createRandom, daysAgo, isoDate } from './random';
import { staffMembers } from './staff';

/**
 * Time entries of the last three weeks for the active staff of every store (decisions.md
 * "People and time"). Deterministic. Realistic deviations: some people clock in a few minutes
 * late (a few a quarter of an hour), breaks vary, one entry a few days ago has no clock-out
 * (status open: a forgotten punch), older entries are approved, the last week's submitted.
 * The signed-in demo staff (user-staff) has no entry today or yesterday, so the demo (and the
 * e2e flow) starts with a clean clock and can add a missed punch for yesterday.
 *
 * The shifts module's seeds were not there when these were written: the planned times follow
 * the same three patterns a café plans (early, middle, late); entries carry no shiftId.
 */
export type MockTimeEntry = TimeEntry;

const PATTERNS = [
  { start: '07:00', end: '15:00', breakMinutes: 30 },
  { start: '10:00', end: '18:00', breakMinutes: 30 },
  { start: '15:00', end: '23:00', breakMinutes: 30 },
  { start: '11:00', end: '15:00', breakMinutes: 0 },
] as const;

export const SEED_DAYS = 21;

function addMinutes(instant: string, minutes: number): string {
  return new Date(Date.parse(instant) + minutes * 60_000).toISOString();
}

export function timeZoneOf(storeId: string): string {
  return stores.get(storeId)?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
}

function seed(): MockTimeEntry[] {
  const random = createRandom(1616);
  const rows: MockTimeEntry[] = [];
  const now = new Date();
  let forgotten = false;
  for (const member of staffMembers.all()) {
    if (!member.active) continue;
    const timeZone = timeZoneOf(member.storeId);
    const daysPerWeek = Math.max(1, Math.round(member.contractHoursPerWeek / 8));
    const pattern = PATTERNS[random.int(0, PATTERNS.length - 1)] ?? PATTERNS[0];
    for (let ago = SEED_DAYS; ago >= 1; ago -= 1) {
      if (member.userId === 'user-staff' && ago <= 1) continue;
      if (!random.chance(daysPerWeek / 7)) continue;
      const date = isoDate(daysAgo(ago, now));
      const late = random.chance(0.25) ? random.int(3, random.chance(0.3) ? 25 : 10) : -random.int(0, 5);
      const clockIn = addMinutes(zonedInstant(date, pattern.start, timeZone), late);
      const stay = random.int(-10, 20);
      const clockOut = addMinutes(zonedInstant(date, pattern.end, timeZone), stay);
      const breakStart = addMinutes(clockIn, 180 + random.int(0, 60));
      const breakLength = pattern.breakMinutes === 0 ? 0 : pattern.breakMinutes + random.int(-5, 10);
      const missingClockOut = !forgotten && ago === 3 && member.userId.startsWith('emp-1-');
      if (missingClockOut) forgotten = true;
      const entry: MockTimeEntry = {
        id: `te-${member.storeId}-${member.userId}-${date}`,
        userId: member.userId,
        userName: member.userName,
        storeId: member.storeId,
        clockIn,
        ...(missingClockOut ? {} : { clockOut }),
        breaks: breakLength > 0 ? [{ start: breakStart, end: addMinutes(breakStart, breakLength) }] : [],
        breakMinutes: breakLength,
        source: random.chance(0.15) ? 'kiosk' : 'web',
        ...(member.roles.includes('service') || member.roles.includes('barista') ? { declaredTips: random.money(5, 60) } : {}),
        status: missingClockOut ? 'open' : ago > 7 ? 'approved' : 'submitted',
        note: late > 15 ? 'Train was late.' : '',
      };
      rows.push(entry);
    }
  }
  return rows;
}

export const timeEntries = collection<MockTimeEntry>('timeEntries', seed);

/** Entries of a store whose clock-in falls on a store-local date from `startDate` to `endDate` (inclusive). */
export function timeEntriesBetween(storeId: string, startDate: string, endDate: string): MockTimeEntry[] {
  const timeZone = timeZoneOf(storeId);
  return timeEntries
    .where((e) => e.storeId === storeId)
    .filter((e) => {
      const day = localDate(e.clockIn, timeZone);
      return day >= startDate && day <= endDate;
    })
    .sort((a, b) => a.clockIn.localeCompare(b.clockIn));
}

/** Worked hours of one person in a store over store-local dates (closed entries only), for tips and reports. */
export function workedHours(storeId: string, userId: string, startDate: string, endDate: string): number {
  let minutes = 0;
  for (const e of timeEntriesBetween(storeId, startDate, endDate)) {
    if (e.userId === userId) minutes += workedMinutes(e) ?? 0;
  }
  return Math.round((minutes / 60) * 100) / 100;
}

import type { TimeEntry } from '@/modules/time-entries/types';
import { collection } from './collection';
import { createRandom, daysAgo, isoDate } from './random';
import { shifts, timeZoneOf } from './shifts';

export { timeZoneOf };
import { staffMembers } from './staff';
import { dayIn, utcInstantAt } from '../rules/calendar';

/**
 * Time entries of the last three weeks for the active staff of every store (docs/rules/people.md#time-entries). Deterministic. Where the shifts seed has a published shift (the previous
 * and the current week) the entry follows it and carries its shiftId; the days before that
 * follow the same patterns a café plans (early, middle, late) without a shift. Realistic
 * deviations: some people clock in a few minutes late (a few a quarter of an hour, with a
 * note), some stay longer, breaks vary, one entry three days ago has no clock-out (status open:
 * a forgotten punch), older entries are approved, the last week's submitted.
 * The signed-in demo staff (user-staff) has no entry today or yesterday, so the demo (and the
 * e2e flow) starts with a clean clock and can add a missed punch for yesterday.
 * Nobody's entries overlap, across stores too (issue #41: the manager works in Berlin and
 * Hamburg; an overlapping day could never be approved): a day that would is left out.
 */
export type MockTimeEntry = TimeEntry;

const PATTERNS = [
  { start: '07:00', end: '15:00', breakMinutes: 30 },
  { start: '10:00', end: '18:00', breakMinutes: 30 },
  { start: '14:00', end: '22:00', breakMinutes: 30 },
] as const;

const SEED_DAYS = 21;

function addMinutes(instant: string, minutes: number): string {
  return new Date(Date.parse(instant) + minutes * 60_000).toISOString();
}

interface Planned {
  storeId: string;
  userId: string;
  date: string;
  start: string;
  end: string;
  breakMinutes: number;
  shiftId?: string;
}

/** The worked days to seed: published past shifts, and pattern days before the first of them. */
function plannedDays(now: Date): Planned[] {
  const random = createRandom(1617);
  const days: Planned[] = [];
  const firstShiftDate = new Map<string, string>();
  for (const shift of shifts.all()) {
    if (shift.status !== 'published' || !shift.userId || Date.parse(shift.end) > now.getTime()) continue;
    const date = dayIn(shift.start, timeZoneOf(shift.storeId));
    const known = firstShiftDate.get(shift.storeId);
    if (!known || date < known) firstShiftDate.set(shift.storeId, date);
    days.push({
      storeId: shift.storeId,
      userId: shift.userId,
      date,
      start: shift.start,
      end: shift.end,
      breakMinutes: shift.breakMinutes,
      shiftId: shift.id,
    });
  }
  for (const member of staffMembers.all()) {
    if (!member.active) continue;
    const timeZone = timeZoneOf(member.storeId);
    const before = firstShiftDate.get(member.storeId) ?? isoDate(daysAgo(0, now));
    const pattern = PATTERNS[random.int(0, PATTERNS.length - 1)] ?? PATTERNS[0];
    const perWeek = Math.max(1, Math.min(5, Math.round(member.contractHoursPerWeek / 8)));
    for (let ago = SEED_DAYS; ago >= 1; ago -= 1) {
      const date = isoDate(daysAgo(ago, now));
      if (date >= before || !random.chance(perWeek / 7)) continue;
      days.push({
        storeId: member.storeId,
        userId: member.userId,
        date,
        start: utcInstantAt(date, pattern.start, timeZone),
        end: utcInstantAt(date, pattern.end, timeZone),
        breakMinutes: pattern.breakMinutes,
      });
    }
  }
  return days.sort((a, b) => a.start.localeCompare(b.start));
}

function seed(): MockTimeEntry[] {
  const random = createRandom(1616);
  const rows: MockTimeEntry[] = [];
  const now = new Date();
  const yesterday = isoDate(daysAgo(1, now));
  const threeDaysAgo = isoDate(daysAgo(3, now));
  let forgotten = false;
  const taken = new Map<string, [number, number][]>();
  for (const day of plannedDays(now)) {
    if (day.userId === 'user-staff' && day.date >= yesterday) continue;
    const member = staffMembers.get(`${day.storeId}:${day.userId}`);
    if (!member) continue;
    const late = random.chance(0.25) ? random.int(3, random.chance(0.3) ? 25 : 10) : -random.int(0, 5);
    const clockIn = addMinutes(day.start, late);
    const clockOut = addMinutes(day.end, random.int(-10, 20));
    const breakStart = addMinutes(clockIn, 180 + random.int(0, 60));
    const breakLength = day.breakMinutes === 0 ? 0 : day.breakMinutes + random.int(-5, 10);
    const missingClockOut = !forgotten && day.date === threeDaysAgo && day.storeId === 'store-1' && day.userId.startsWith('emp-');
    // An entry without clock-out is taken to run for the longest entry allowed (16 h), as the server's overlap rule.
    const span: [number, number] = [Date.parse(clockIn), missingClockOut ? Date.parse(clockIn) + 16 * 3_600_000 : Date.parse(clockOut)];
    const own = taken.get(day.userId) ?? [];
    if (own.some(([s, e]) => span[0] < e && s < span[1])) continue;
    taken.set(day.userId, [...own, span]);
    if (missingClockOut) forgotten = true;
    const ageDays = (now.getTime() - Date.parse(day.start)) / 86_400_000;
    rows.push({
      id: `te-${day.storeId}-${day.userId}-${day.date}`,
      userId: day.userId,
      userName: member.userName,
      storeId: day.storeId,
      ...(day.shiftId ? { shiftId: day.shiftId } : {}),
      clockIn,
      ...(missingClockOut ? {} : { clockOut }),
      breaks: breakLength > 0 ? [{ start: breakStart, end: addMinutes(breakStart, breakLength) }] : [],
      breakMinutes: breakLength,
      source: random.chance(0.15) ? 'kiosk' : 'web',
      ...(member.roles.includes('service') || member.roles.includes('barista') ? { declaredTips: random.money(5, 60) } : {}),
      status: missingClockOut ? 'open' : ageDays > 7 ? 'approved' : 'submitted',
      note: late > 15 ? 'Train was late.' : '',
      changes: [],
    });
  }
  return rows;
}

export const timeEntries = collection<MockTimeEntry>('timeEntries', seed);

/** Entries of a store whose clock-in falls on a store-local date from `startDate` to `endDate` (inclusive). */
function timeEntriesBetween(storeId: string, startDate: string, endDate: string): MockTimeEntry[] {
  const timeZone = timeZoneOf(storeId);
  return timeEntries
    .where((e) => e.storeId === storeId)
    .filter((e) => {
      const day = dayIn(e.clockIn, timeZone);
      return day >= startDate && day <= endDate;
    })
    .sort((a, b) => a.clockIn.localeCompare(b.clockIn));
}

/** Worked minutes of a closed entry: clock-out − clock-in − breaks (this server's own count). */
function workedMinutesOf(e: MockTimeEntry): number {
  if (!e.clockOut) return 0;
  const breaks =
    e.breaks.length > 0
      ? e.breaks.reduce((sum, b) => sum + (b.end ? (Date.parse(b.end) - Date.parse(b.start)) / 60_000 : 0), 0)
      : e.breakMinutes;
  return Math.max(0, Math.round((Date.parse(e.clockOut) - Date.parse(e.clockIn)) / 60_000 - breaks));
}

/**
 * Worked hours of one person in a store over store-local dates. `approvedOnly` (the employee-tips
 * answer) counts approved entries alone, as the contract defines worked hours
 * (issue #31: pending ones count nowhere until approved); the tips seed, which is history written
 * before any review, counts every closed entry.
 */
export function workedHours(
  storeId: string,
  userId: string,
  startDate: string,
  endDate: string,
  { approvedOnly = false }: { approvedOnly?: boolean } = {},
): number {
  let minutes = 0;
  for (const e of timeEntriesBetween(storeId, startDate, endDate)) {
    if (e.userId === userId && (!approvedOnly || e.status === 'approved')) minutes += workedMinutesOf(e);
  }
  return Math.round((minutes / 60) * 100) / 100;
}

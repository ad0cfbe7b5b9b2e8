import { addDays } from '@/lib/format';
import { minutesBetween } from '@/lib/duration';
import { localDate as dayOf, startOfWeekOf, todayInZone, type WeekStartsOn } from '@/lib/storeTime';
import type { Shift } from '@/modules/shifts';
import {
  approvedMinutes,
  isPlannedShift,
  pendingMinutes,
  plannedMinutes,
  plannedMinutesUntil,
  type TimeEntry,
} from '@/modules/time-entries';

/**
 * The shift report's arithmetic, by the one definition of hours (time-entries/hours.ts): per
 * person and store-local day, planned minutes (published shifts of a person, less their breaks),
 * worked minutes (approved entries), pending minutes (closed entries not yet approved: shown
 * apart, counted nowhere), the difference (worked against the planned minutes up to now, so
 * future shifts are never missing hours), late starts (a clock-in more than LATE_GRACE_MINUTES
 * after the start of that person's shift that day) and missing clock-outs (an entry of an
 * earlier day still open). Labour cost = hours × hourly rate, of worked (approved) hours when
 * time entries are there, else of planned hours.
 */
const LATE_GRACE_MINUTES = 5;

interface ReportPerson {
  userId: string;
  userName: string;
  hourlyRate?: number;
}

export interface DayFigures {
  date: string;
  planned: number;
  /** Planned minutes up to now (the part of the plan that can be compared). */
  plannedToDate: number;
  /** Null: no time entries were read (no permission). */
  worked: number | null;
  pending: number | null;
  lateStarts: number;
  missingClockOuts: number;
}

export interface PersonReport extends Omit<DayFigures, 'date'> {
  userId: string;
  userName: string;
  days: DayFigures[];
  difference: number | null;
  cost: number | null;
}

export interface ShiftReport {
  people: PersonReport[];
  days: DayFigures[];
  totals: Omit<PersonReport, 'userId' | 'userName' | 'days'>;
}

export interface ReportInput {
  days: readonly string[];
  timeZone: string;
  staff: readonly ReportPerson[];
  shifts: readonly Shift[];
  /** Null when the user may not read everyone's time entries. */
  entries: readonly TimeEntry[] | null;
  /** Store-local today: an entry of today without clock-out is still running, not missing. */
  today: string;
  /** Now (ms): planned hours are compared only up to it. */
  now: number;
}

function sum(values: readonly (number | null)[]): number | null {
  return values.some((v) => v === null) ? null : values.reduce<number>((a, v) => a + (v ?? 0), 0);
}

export function buildReport({ days, timeZone, staff, shifts, entries, today, now }: ReportInput): ShiftReport {
  const inRange = new Set(days);
  const published = shifts.filter((s) => isPlannedShift(s) && inRange.has(dayOf(s.start, timeZone)));
  const ownEntries = (entries ?? []).filter((e) => inRange.has(dayOf(e.clockIn, timeZone)));
  const names = new Map(staff.map((s) => [s.userId, s]));
  const ids = [...new Set([...published.map((s) => s.userId), ...ownEntries.map((e) => e.userId)])];

  const people = ids.map((userId): PersonReport => {
    const member = names.get(userId);
    const userName = member?.userName || ownEntries.find((e) => e.userId === userId)?.userName || userId;
    const perDay = days.map((date): DayFigures => {
      const planned = published.filter((s) => s.userId === userId && dayOf(s.start, timeZone) === date);
      const worked = ownEntries.filter((e) => e.userId === userId && dayOf(e.clockIn, timeZone) === date);
      const late = worked.filter((e) => {
        const shift = planned.reduce<Shift | null>(
          (best, s) => (!best || Math.abs(minutesBetween(s.start, e.clockIn)) < Math.abs(minutesBetween(best.start, e.clockIn)) ? s : best),
          null,
        );
        return shift !== null && minutesBetween(shift.start, e.clockIn) > LATE_GRACE_MINUTES;
      });
      return {
        date,
        planned: plannedMinutes(planned),
        plannedToDate: plannedMinutesUntil(planned, now),
        worked: entries === null ? null : approvedMinutes(worked),
        pending: entries === null ? null : pendingMinutes(worked),
        lateStarts: late.length,
        missingClockOuts: worked.filter((e) => !e.clockOut && date < today).length,
      };
    });
    const planned = perDay.reduce((a, d) => a + d.planned, 0);
    const plannedToDate = perDay.reduce((a, d) => a + d.plannedToDate, 0);
    const worked = sum(perDay.map((d) => d.worked));
    const rate = member?.hourlyRate;
    return {
      userId,
      userName,
      days: perDay,
      planned,
      plannedToDate,
      worked,
      pending: sum(perDay.map((d) => d.pending)),
      difference: worked === null ? null : worked - plannedToDate,
      lateStarts: perDay.reduce((a, d) => a + d.lateStarts, 0),
      missingClockOuts: perDay.reduce((a, d) => a + d.missingClockOuts, 0),
      cost: rate === undefined ? null : Math.round(((worked ?? planned) / 60) * rate * 100) / 100,
    };
  });
  people.sort((a, b) => a.userName.localeCompare(b.userName));

  const dayTotals = days.map((date, i): DayFigures => ({
    date,
    planned: people.reduce((a, p) => a + (p.days[i]?.planned ?? 0), 0),
    plannedToDate: people.reduce((a, p) => a + (p.days[i]?.plannedToDate ?? 0), 0),
    worked: entries === null ? null : people.reduce((a, p) => a + (p.days[i]?.worked ?? 0), 0),
    pending: entries === null ? null : people.reduce((a, p) => a + (p.days[i]?.pending ?? 0), 0),
    lateStarts: people.reduce((a, p) => a + (p.days[i]?.lateStarts ?? 0), 0),
    missingClockOuts: people.reduce((a, p) => a + (p.days[i]?.missingClockOuts ?? 0), 0),
  }));
  const planned = people.reduce((a, p) => a + p.planned, 0);
  const plannedToDate = people.reduce((a, p) => a + p.plannedToDate, 0);
  const worked = entries === null ? null : people.reduce((a, p) => a + (p.worked ?? 0), 0);
  const costs = people.map((p) => p.cost);
  return {
    people,
    days: dayTotals,
    totals: {
      planned,
      plannedToDate,
      worked,
      pending: entries === null ? null : people.reduce((a, p) => a + (p.pending ?? 0), 0),
      difference: worked === null ? null : worked - plannedToDate,
      lateStarts: people.reduce((a, p) => a + p.lateStarts, 0),
      missingClockOuts: people.reduce((a, p) => a + p.missingClockOuts, 0),
      cost:
        costs.length === 0 || costs.some((c) => c === null)
          ? null
          : Math.round(costs.reduce<number>((a, c) => a + (c ?? 0), 0) * 100) / 100,
    },
  };
}

/** Last week (the store's week start) as the default range. */
export function lastWeek(timeZone: string, weekStartsOn: WeekStartsOn, now: number = Date.now()): { startDate: string; endDate: string } {
  const startDate = addDays(startOfWeekOf(todayInZone(timeZone, now), weekStartsOn), -7);
  return { startDate, endDate: addDays(startDate, 6) };
}

/** Hours with two decimals from minutes (CSV and chart). */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

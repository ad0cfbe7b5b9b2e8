import { t } from '@lingui/core/macro';
import { SHIFT_GENERATION } from '@/config/constants';
import { SHIFT_MESSAGES } from './messages';
import type { Shift, ShiftGenerationJob } from './types';
import { clockMinutes, dayOf, instantAt, minutesBetween, weekdayOf } from './time';

/** The rules of store shift details (docs/rules/people.md#store-shift-details) the planner checks. */
export interface PlanningRules {
  minShiftHours: number;
  maxShiftHours: number;
  maxHoursPerWeek: number;
  minRestHours: number;
  maxConsecutiveDays: number;
}
export interface StaffingRequirement {
  weekday: number;
  role: string;
  start: string;
  end: string;
  minStaff: number;
}

// ---------------------------------------------------------------- the generation job (docs/rules/people.md#shift-generation)

export type JobPhase =
  | { kind: 'polling'; status: string; progress?: number }
  | { kind: 'succeeded'; resultRef: string }
  | { kind: 'failed'; message: string }
  | { kind: 'timedOut' };

/**
 * Where a polled job stands: SUCCEEDED with resultRef (else the spec message), FAILED or
 * CANCELLED (errorMessage, else the status in lower case), still running after the polling limit
 * (time-out), anything else keeps polling.
 */
export function jobPhase(job: ShiftGenerationJob | undefined, elapsedMs: number): JobPhase {
  const status = job?.status.toUpperCase();
  if (job && status === 'SUCCEEDED') {
    return job.resultRef ? { kind: 'succeeded', resultRef: job.resultRef } : { kind: 'failed', message: SHIFT_MESSAGES.noResultRef };
  }
  if (job && (status === 'FAILED' || status === 'CANCELLED')) {
    return { kind: 'failed', message: job.errorMessage?.trim() || job.status.toLowerCase() };
  }
  if (elapsedMs >= SHIFT_GENERATION.maxPollingMs) return { kind: 'timedOut' };
  return { kind: 'polling', status: job?.status ?? 'QUEUED', progress: job?.progress };
}

/** RTK Query's `pollingInterval` for a phase: every 2 s while it runs, 0 (stop) once it ended. */
export function pollingIntervalFor(phase: JobPhase): number {
  return phase.kind === 'polling' ? SHIFT_GENERATION.pollIntervalMs : 0;
}

// ---------------------------------------------------------------- hours and money

export function paidMinutes(shift: Pick<Shift, 'start' | 'end' | 'breakMinutes'>): number {
  return Math.max(0, minutesBetween(shift.start, shift.end) - shift.breakMinutes);
}

/** A shift that counts (a cancelled one counts nowhere). */
export const active = (s: Shift) => s.status !== 'cancelled';

/** Paid hours per store-local day and per person (`''` = open shifts), and the shifts of each person-day by start. */
export function hoursBy(shifts: readonly Shift[], timeZone: string) {
  const byDay = new Map<string, number>();
  const byPerson = new Map<string, number>();
  const byCell = new Map<string, Shift[]>();
  for (const s of shifts) {
    if (!active(s)) continue;
    const day = dayOf(s.start, timeZone);
    const hours = paidMinutes(s) / 60;
    byDay.set(day, (byDay.get(day) ?? 0) + hours);
    byPerson.set(s.userId, (byPerson.get(s.userId) ?? 0) + hours);
    const key = cellKey(s.userId, day);
    const cell = byCell.get(key);
    if (cell) cell.push(s);
    else byCell.set(key, [s]);
  }
  for (const cell of byCell.values()) cell.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return { byDay, byPerson, byCell };
}

export const cellKey = (userId: string, day: string) => `${userId}|${day}`;

const centsOf = (shifts: readonly Shift[], rates: ReadonlyMap<string, number>) =>
  shifts.filter(active).reduce((sum, s) => sum + Math.round((paidMinutes(s) / 60) * (rates.get(s.userId) ?? 0) * 100), 0);

/** Labour cost per day and per person (rates known only to shift.update holders) from the person-day cells of `hoursBy`. */
export function costsBy(byCell: ReadonlyMap<string, readonly Shift[]>, rates: ReadonlyMap<string, number>) {
  const byDay = new Map<string, number>();
  const byPerson = new Map<string, number>();
  for (const [key, cell] of byCell) {
    const [userId = '', day = ''] = key.split('|');
    const cents = centsOf(cell, rates);
    byDay.set(day, (byDay.get(day) ?? 0) + cents);
    byPerson.set(userId, (byPerson.get(userId) ?? 0) + cents);
  }
  for (const map of [byDay, byPerson]) for (const [k, v] of map) map.set(k, v / 100);
  return { byDay, byPerson };
}

// ---------------------------------------------------------------- coverage

export interface CoverageWindow {
  role: string;
  start: string;
  end: string;
  required: number;
  planned: number;
}

/** Each staffing requirement of the day with how many assigned shifts of its role cover it. */
export function coverageOf(
  day: string,
  shifts: readonly Shift[],
  requirements: readonly StaffingRequirement[],
  timeZone: string,
): CoverageWindow[] {
  const weekday = weekdayOf(day);
  return requirements
    .filter((r) => r.weekday === weekday)
    .sort((a, b) => clockMinutes(a.start) - clockMinutes(b.start))
    .map((r) => {
      const start = Date.parse(instantAt(day, r.start, timeZone));
      const end = Date.parse(instantAt(day, r.end, timeZone));
      const planned = shifts.filter(
        (s) => active(s) && s.userId !== '' && s.role === r.role && Date.parse(s.start) <= start && Date.parse(s.end) >= end,
      ).length;
      return { role: r.role, start: r.start, end: r.end, required: r.minStaff, planned };
    });
}

// ---------------------------------------------------------------- bounded concurrency

/** Runs `task` over the items, at most `limit` at a time; reports each outcome as it lands. */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<boolean>,
  onDone?: (item: T, ok: boolean) => void,
): Promise<T[]> {
  const failed: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      const ok = await task(item).catch(() => false);
      if (!ok) failed.push(item);
      onDone?.(item, ok);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return failed;
}

/** The unfilled reasons of the mock (and, we expect, the server) in words; any other reason is shown as sent. */
export function unfilledReasonText(reason: string): string {
  switch (reason) {
    case 'no_one_available':
      return t`No one available`;
    case 'rest_rule':
      return t`Rest rule`;
    case 'weekly_maximum':
      return t`Weekly maximum reached`;
    case 'consecutive_days':
      return t`Too many consecutive days`;
    default:
      return reason;
  }
}

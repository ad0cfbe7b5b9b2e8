import type { Shift } from '@/modules/shifts';
import { isInstant } from '@/lib/storeTime';
import { minutesBetween } from '@/lib/duration';
import { workedMinutes } from './logic';
import type { TimeEntry } from './types';

/**
 * The one definition of hours (issue 31, README "Hours"), used by the dashboard, the shift
 * report, the timesheet review and the payroll export:
 *
 * - **worked**: approved, closed entries (clock-out − clock-in − breaks);
 * - **pending**: closed entries not yet decided (submitted, or no status from the server): shown
 *   apart, counted nowhere until approved;
 * - rejected entries and running ones (no clock-out) count nowhere;
 * - **planned**: shifts assigned to a person and published (a shift without a status, from a
 *   server that sends none, counts as published), less their breaks. Open shifts (no person)
 *   do not count: nobody is paid for them, they are demand still to be covered. Drafts and
 *   cancelled shifts do not count.
 *
 * Comparisons stop at now: `plannedMinutesUntil` counts a shift only up to `now` (a future
 * shift is 0, a running one the part that has passed), so shifts that have not happened yet
 * are never "missing hours".
 */
export type HoursState = 'worked' | 'pending' | 'running' | 'rejected';

export function hoursState(entry: Pick<TimeEntry, 'clockOut' | 'status'>): HoursState {
  if (entry.status === 'rejected') return 'rejected';
  if (!entry.clockOut || entry.status === 'open') return 'running';
  return entry.status === 'approved' ? 'worked' : 'pending';
}

const minutesIn = (entries: readonly TimeEntry[], state: HoursState) =>
  entries.reduce((sum, e) => sum + (hoursState(e) === state ? (workedMinutes(e) ?? 0) : 0), 0);

/** Worked minutes: approved entries only. */
export const approvedMinutes = (entries: readonly TimeEntry[]): number => minutesIn(entries, 'worked');

/** Minutes of closed entries still waiting for a decision (shown apart, counted nowhere). */
export const pendingMinutes = (entries: readonly TimeEntry[]): number => minutesIn(entries, 'pending');

/** Whether a shift is planned work of a person (see above). */
export function isPlannedShift(shift: Pick<Shift, 'userId' | 'status' | 'start' | 'end'>): boolean {
  return (
    shift.userId !== '' && (shift.status === undefined || shift.status === 'published') && isInstant(shift.start) && isInstant(shift.end)
  );
}

/** Planned minutes of one shift (its length less its break); with `now`, only the part before it. */
function plannedShiftMinutes(shift: Pick<Shift, 'start' | 'end' | 'breakMinutes'>, now?: string | number): number {
  const length = minutesBetween(shift.start, shift.end);
  const full = Math.max(0, length - shift.breakMinutes);
  if (now === undefined || length <= 0) return full;
  const nowIso = typeof now === 'number' ? new Date(now).toISOString() : now;
  const passed = Math.min(length, Math.max(0, minutesBetween(shift.start, nowIso)));
  // A running shift: its break is taken in proportion to the time passed.
  return passed === length ? full : Math.floor((full * passed) / length);
}

/** Planned minutes of the planned shifts among `shifts` (see `isPlannedShift`). */
export function plannedMinutes(shifts: readonly Pick<Shift, 'userId' | 'status' | 'start' | 'end' | 'breakMinutes'>[]): number {
  return shifts.filter(isPlannedShift).reduce((sum, s) => sum + plannedShiftMinutes(s), 0);
}

/** Planned minutes up to `now`: what can be compared with worked hours (future shifts are 0). */
export function plannedMinutesUntil(
  shifts: readonly Pick<Shift, 'userId' | 'status' | 'start' | 'end' | 'breakMinutes'>[],
  now: string | number,
): number {
  return shifts.filter(isPlannedShift).reduce((sum, s) => sum + plannedShiftMinutes(s, now), 0);
}

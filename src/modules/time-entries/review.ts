import { t } from '@lingui/core/macro';
import type { Shift } from '@/modules/shifts';
import { approvedMinutes, hoursState, isPlannedShift, pendingMinutes, plannedMinutes, plannedMinutesUntil } from './hours';
import { formatClockTime, isInstant, localDate } from '@/lib/storeTime';
import { formatMoney } from '@/lib/format';
import { minutesBetween } from '@/lib/duration';
import { workedMinutes } from './logic';
import type { TimeEntry, TimeEntryChange, TimeEntryInput } from './types';

/**
 * The timesheet review's rules (README "Timesheet review"): each entry of the period with the
 * person's planned shift of that day and its flags, the hours per person by the one definition
 * (hours.ts), and the bodies of approve, correct and reject (`POST v1/time-entry` with `id`).
 */
const REVIEW_LIMITS = {
  /** A clock-in later than this after the planned start is flagged late (as the shift report). */
  lateAfterMinutes: 5,
  /** More worked time than this in one entry is flagged over-long (the 10-hour day of the ArbZG). */
  overLongMinutes: 10 * 60,
} as const;

export type ReviewFlag = 'manual' | 'late' | 'missing clock-out' | 'overlapping' | 'over-long';

export interface ReviewRow {
  entry: TimeEntry;
  /** Store-local date of the clock-in ('' when it is not set). */
  date: string;
  shift: Shift | null;
  flags: ReviewFlag[];
  worked: number | null;
}

const span = (e: TimeEntry, now: string): [number, number] => [Date.parse(e.clockIn), Date.parse(e.clockOut ?? now)];

/** The entries of the period with their shift and flags, by date, then person, then clock-in. */
export function reviewRows(entries: readonly TimeEntry[], shifts: readonly Shift[], timeZone: string, now: string): ReviewRow[] {
  const today = localDate(now, timeZone);
  const planned = shifts.filter(isPlannedShift);
  return entries
    .map((entry): ReviewRow => {
      const date = localDate(entry.clockIn, timeZone);
      const timed = isInstant(entry.clockIn);
      const own = planned.filter((s) => s.userId === entry.userId && localDate(s.start, timeZone) === date);
      const shift = timed
        ? own.reduce<Shift | null>(
            (best, s) =>
              !best || Math.abs(minutesBetween(s.start, entry.clockIn)) < Math.abs(minutesBetween(best.start, entry.clockIn)) ? s : best,
            null,
          )
        : null;
      const worked = workedMinutes(entry);
      const flags: ReviewFlag[] = [];
      if (entry.source === 'manual') flags.push('manual');
      if (shift && minutesBetween(shift.start, entry.clockIn) > REVIEW_LIMITS.lateAfterMinutes) flags.push('late');
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a flag's key (its label is in ReviewTable)
      if (timed && !entry.clockOut && date < today) flags.push('missing clock-out');
      if (timed) {
        const [a, b] = span(entry, now);
        const overlaps = entries.some((o) => {
          if (o.id === entry.id || o.userId !== entry.userId || !isInstant(o.clockIn)) return false;
          const [c, d] = span(o, now);
          return a < d && c < b;
        });
        if (overlaps) flags.push('overlapping');
      }
      if ((worked ?? 0) > REVIEW_LIMITS.overLongMinutes) flags.push('over-long');
      return { entry, date, shift, flags, worked };
    })
    .sort(
      (x, y) =>
        x.date.localeCompare(y.date) || x.entry.userName.localeCompare(y.entry.userName) || x.entry.clockIn.localeCompare(y.entry.clockIn),
    );
}

export interface PersonHours {
  userId: string;
  userName: string;
  planned: number;
  plannedToDate: number;
  worked: number;
  pending: number;
}

/** Hours per person over the period, by the one definition (the dashboard and the report use the same). */
export function hoursPerPerson(
  entries: readonly TimeEntry[],
  shifts: readonly Shift[],
  names: ReadonlyMap<string, string>,
  now: string,
): PersonHours[] {
  const ids = [...new Set([...shifts.filter(isPlannedShift).map((s) => s.userId), ...entries.map((e) => e.userId)])];
  return ids
    .map((userId) => {
      const own = entries.filter((e) => e.userId === userId);
      const ownShifts = shifts.filter((s) => s.userId === userId);
      return {
        userId,
        userName: names.get(userId) || own.find((e) => e.userName)?.userName || userId || t`unknown person`,
        planned: plannedMinutes(ownShifts),
        plannedToDate: plannedMinutesUntil(ownShifts, now),
        worked: approvedMinutes(own),
        pending: pendingMinutes(own),
      };
    })
    .sort((a, b) => a.userName.localeCompare(b.userName));
}

/** Whether the entry can be decided: it has its times (a running or partial entry cannot). */
const reviewable = (e: TimeEntry): boolean => isInstant(e.clockIn) && isInstant(e.clockOut) && hoursState(e) !== 'running';

export interface ReviewDecision {
  /**
   * The decision: `approved` or `rejected` (the contract has no other from a reviewer). With
   * `times` it is a correction that approves (or rejects) in the same step; a correction without
   * a status leaves the entry waiting for a decision (an approved one is un-approved, on record).
   */
  status?: 'approved' | 'rejected';
  reason?: string;
  /** A correction: new times (instants) and break minutes. */
  times?: { clockIn: string; clockOut: string; breakMinutes: number };
}

/** The body of a review: the entry as stored, with the decision (and new times) on top. */
export function reviewBody(e: TimeEntry, decision: ReviewDecision): TimeEntryInput {
  const times = decision.times;
  return {
    id: e.id,
    storeId: e.storeId,
    ...(e.shiftId ? { shiftId: e.shiftId } : {}),
    clockIn: times?.clockIn ?? e.clockIn,
    ...((times?.clockOut ?? e.clockOut) ? { clockOut: times?.clockOut ?? e.clockOut } : {}),
    // Corrected times replace the break punches with the minutes the reviewer set.
    breaks: times ? [] : e.breaks,
    breakMinutes: times ? times.breakMinutes : e.breakMinutes,
    source: e.source ?? 'web',
    ...(e.declaredTips !== undefined ? { declaredTips: e.declaredTips } : {}),
    note: e.note,
    ...(decision.status ? { status: decision.status } : {}),
    ...(decision.reason?.trim() ? { reason: decision.reason.trim() } : {}),
  };
}

/** Whether the signed-in person may decide on an entry: never on their own (four eyes, issue #41). */
export const decidesOn = (e: TimeEntry, userId: string): boolean => reviewable(e) && e.userId !== userId;

/**
 * Whether the reviewer may close a running entry (issue #43: a forgotten clock-out is never stuck):
 * set its clock-out in a correction, or reject it; not their own.
 */
export const closesOpen = (e: TimeEntry, userId: string): boolean =>
  isInstant(e.clockIn) && !e.clockOut && e.status !== 'rejected' && e.userId !== userId;

type Snapshot = NonNullable<TimeEntryChange['before']>;

const statusLabel = (status: Snapshot['status']): string => {
  switch (status) {
    case 'open':
      return t`Open`;
    case 'submitted':
      return t`Submitted`;
    case 'approved':
      return t`Approved`;
    case 'rejected':
      return t`Rejected`;
    default:
      return '—';
  }
};

/** The fields a change touched, each as "before → after" (or, from a server that keeps only the before, "was …"). */
function fieldLines(before: Snapshot, after: Snapshot | undefined, timeZone: string): string[] {
  const time = (v: string | undefined) => (v ? formatClockTime(v, timeZone) : '—');
  const minutes = (v: number | undefined) => (v === undefined ? '—' : String(v));
  const money = (v: number | undefined) => (v === undefined ? '—' : formatMoney(v));
  if (!after) {
    const [start, end, breakMinutes] = [time(before.clockIn), time(before.clockOut), before.breakMinutes];
    return [
      before.clockIn ? t`start was ${start}` : '',
      before.clockOut ? t`end was ${end}` : '',
      breakMinutes !== undefined ? t`break was ${breakMinutes} min` : '',
    ].filter(Boolean);
  }
  const has = (k: keyof Snapshot) => k in before || k in after;
  const lines: string[] = [];
  if (has('clockIn')) {
    const [from, to] = [time(before.clockIn), time(after.clockIn)];
    lines.push(t`start ${from} → ${to}`);
  }
  if (has('clockOut')) {
    const [from, to] = [time(before.clockOut), time(after.clockOut)];
    lines.push(t`end ${from} → ${to}`);
  }
  if (has('breakMinutes')) {
    const [from, to] = [minutes(before.breakMinutes), minutes(after.breakMinutes)];
    lines.push(t`break ${from} → ${to} min`);
  }
  if (has('breaks')) {
    const [from, to] = [before.breaks?.length ?? 0, after.breaks?.length ?? 0];
    lines.push(t`break punches ${from} → ${to}`);
  }
  if (has('declaredTips')) {
    const [from, to] = [money(before.declaredTips), money(after.declaredTips)];
    lines.push(t`declared tips ${from} → ${to}`);
  }
  if (has('note')) lines.push(t`note changed`);
  if (has('status')) {
    const [from, to] = [statusLabel(before.status), statusLabel(after.status)];
    lines.push(t`status ${from} → ${to}`);
  }
  return lines;
}

/** One line of an entry's history: "Corrected by Maria on 25 Nov, 14:05: end 17:00 → 16:00. Reason: …". */
export function describeChange(change: TimeEntryChange, timeZone: string, formatWhen: (instant: string) => string): string {
  const who = change.byName || change.by || t`unknown person`;
  const when = formatWhen(change.at);
  const headline = {
    approved: () => t`Approved by ${who} on ${when}`,
    corrected: () => t`Corrected by ${who} on ${when}`,
    rejected: () => t`Rejected by ${who} on ${when}`,
    resubmitted: () => t`Changed and resubmitted by ${who} on ${when}`,
  }[change.action]();
  const parts = [headline];
  // A decision's own status move is its headline; other changes list every field they touched.
  const before = change.before;
  const decision = change.action === 'approved' || change.action === 'rejected';
  if (before && !decision) {
    const lines = fieldLines(before, change.after, timeZone);
    if (lines.length > 0) parts.push(lines.join(', '));
  }
  const { reason } = change;
  if (reason) parts.push(t`Reason: ${reason}`);
  return parts.join('. ');
}

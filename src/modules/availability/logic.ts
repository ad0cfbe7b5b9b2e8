import { t } from '@lingui/core/macro';
import { formatWallRange, weekdayOf } from '@/lib/storeTime';
import { formatWeekday } from '@/lib/format';
import { minutesOfTime } from './schema';
import type { AvailabilityInput, AvailabilityKind, AvailabilityVersion, ExceptionKind, ShiftNotes } from './types';

/**
 * Pure rules of availability: what a version says about one date (the planner, the heat map and
 * the mock scheduler ask the same question), the week heat map against the staffing
 * requirements, and the editor's conversions.
 */
/** The kinds in words, in the active language (read when shown). */
export const kindLabels = (): Record<AvailabilityKind, string> => ({
  available: t`Available`,
  preferred: t`Preferred`,
  unavailable: t`Unavailable`,
});
export const exceptionLabels = (): Record<ExceptionKind, string> => ({
  time_off: t`Time off`,
  extra_availability: t`Extra availability`,
});
export const ALL_DAY = { start: '00:00', end: '24:00' } as const;

export interface TimeRange {
  start: string;
  end: string;
}
export interface DayAvailability {
  available: boolean;
  ranges: TimeRange[];
}

type Span = [number, number];
const toSpan = (r: TimeRange): Span => [minutesOfTime(r.start), minutesOfTime(r.end)];
const validSpan = ([a, b]: Span) => Number.isFinite(a) && Number.isFinite(b) && b > a;
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function union(spans: Span[]): Span[] {
  const sorted = spans.filter(validSpan).sort((x, y) => x[0] - y[0]);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([s[0], s[1]]);
  }
  return out;
}

function subtract(spans: Span[], cut: Span[]): Span[] {
  let rest = spans;
  for (const [c0, c1] of cut.filter(validSpan)) {
    rest = rest.flatMap(([a, b]): Span[] => {
      if (c1 <= a || c0 >= b) return [[a, b]];
      const parts: Span[] = [];
      if (c0 > a) parts.push([a, c0]);
      if (c1 < b) parts.push([c1, b]);
      return parts;
    });
  }
  return rest;
}

type Version = Pick<AvailabilityVersion, 'weekly' | 'exceptions'>;

/**
 * When a person is available on a store-local date by a version of their notes: the weekly
 * ranges of that weekday (available and preferred, minus unavailable), then that date's
 * exceptions (time off removes, extra availability adds; all day = the whole day).
 */
export function availabilityOn(version: Version | null | undefined, date: string): DayAvailability {
  if (!version) return { available: false, ranges: [] };
  const weekday = weekdayOf(date);
  const day = version.weekly.filter((r) => r.weekday === weekday);
  let spans = union(day.filter((r) => r.kind !== 'unavailable').map(toSpan));
  spans = subtract(spans, day.filter((r) => r.kind === 'unavailable').map(toSpan));
  for (const e of version.exceptions.filter((x) => x.date === date)) {
    const span = e.allDay ? toSpan(ALL_DAY) : toSpan({ start: e.start ?? '', end: e.end ?? '' });
    spans = e.kind === 'time_off' ? subtract(spans, [span]) : union([...spans, span]);
  }
  const ranges = spans.map(([a, b]) => ({ start: clock(a), end: clock(b) }));
  return { available: ranges.length > 0, ranges };
}

/** Whether a day's availability covers the whole of [from, to) minutes. */
export function covers(day: DayAvailability, from: number, to: number): boolean {
  return day.ranges.some((r) => minutesOfTime(r.start) <= from && minutesOfTime(r.end) >= to);
}

export interface Requirement {
  weekday: number;
  start: string;
  end: string;
  minStaff: number;
}

export interface HeatCell {
  date: string;
  hour: number;
  available: number;
  needed: number;
  short: boolean;
}

/**
 * The week heat map: per date and hour, how many people are available for the whole hour by
 * their approved availability, against the staff the requirements ask for in that hour (the sum
 * of every role's minimum whose window touches it). Short: fewer available than needed.
 */
export function heatMap(
  versions: readonly (Version | null | undefined)[],
  requirements: readonly Requirement[],
  days: readonly string[],
  hours: readonly number[],
): HeatCell[][] {
  return days.map((date) => {
    const perPerson = versions.map((v) => availabilityOn(v, date));
    const weekday = weekdayOf(date);
    return hours.map((hour) => {
      const from = hour * 60;
      const to = from + 60;
      const available = perPerson.filter((d) => covers(d, from, to)).length;
      const needed = requirements
        .filter((r) => r.weekday === weekday && minutesOfTime(r.start) < to && minutesOfTime(r.end) > from)
        .reduce((sum, r) => sum + r.minStaff, 0);
      return { date, hour, available, needed, short: available < needed };
    });
  });
}

/** The version planning uses: the approved one (a record approved as a whole is its own). */
export function approvedVersion(notes: ShiftNotes | undefined): AvailabilityVersion | null {
  if (!notes) return null;
  if (notes.approved) return notes.approved;
  return notes.status === 'approved' ? notes : null;
}

/**
 * Issue #30: editing on someone's behalf starts from their APPROVED version, never from a pending
 * or declined request (saving the declined one would approve exactly what was just declined).
 */
export function startingPoint(notes: ShiftNotes | undefined): string {
  const approved = approvedVersion(notes);
  if (notes?.status === 'declined')
    return approved
      ? t`Starting from their approved availability. Their declined request is not loaded.`
      : t`They have no approved availability yet: starting empty. Their declined request is not loaded.`;
  if (notes?.status === 'pending')
    return approved
      ? t`Starting from their approved availability. Their pending change is not loaded (review it under Pending changes); saving here replaces it.`
      : t`They have no approved availability yet: starting empty. Their pending change is not loaded (review it under Pending changes); saving here replaces it.`;
  return approved ? t`Starting from their approved availability.` : t`They have no approved availability yet: starting empty.`;
}

/** The editor's starting values: the pending change if there is one, else the latest version. */
export function toInput(version: Partial<AvailabilityVersion> | null | undefined): AvailabilityInput {
  return {
    weekly: (version?.weekly ?? []).map((r) => ({ weekday: r.weekday, start: r.start, end: r.end, kind: r.kind })),
    exceptions: (version?.exceptions ?? []).map((e) => ({
      date: e.date,
      allDay: e.allDay,
      ...(e.allDay ? {} : { start: e.start ?? '', end: e.end ?? '' }),
      kind: e.kind,
      reason: e.reason,
    })),
    wishedHoursPerWeek: version?.wishedHoursPerWeek ?? null,
    note: version?.note ?? '',
  };
}

/** Whether a weekday is one "all day" range. */
export function isAllDay(ranges: readonly TimeRange[]): boolean {
  return ranges.length === 1 && ranges[0]?.start === ALL_DAY.start && ranges[0]?.end === ALL_DAY.end;
}

/** A weekly range in words: "07:00–15:00 available", or the whole day. */
function rangeText(kind: AvailabilityKind, range: string): string {
  switch (kind) {
    case 'preferred':
      return t`${range} preferred`;
    case 'unavailable':
      return t`${range} unavailable`;
    default:
      return t`${range} available`;
  }
}
function allDayText(kind: AvailabilityKind): string {
  switch (kind) {
    case 'preferred':
      return t`all day preferred`;
    case 'unavailable':
      return t`all day unavailable`;
    default:
      return t`all day available`;
  }
}

/**
 * A version in a line per weekday ("Monday: 07:00–15:00 available") for the queue and the
 * comparison, from `firstWeekday` (0 = Sunday: a display choice, the person's region's first day).
 */
export function describeWeekly(version: Version, firstWeekday = 1): string[] {
  const lines: string[] = [];
  for (let i = 0; i < 7; i++) {
    const weekday = (firstWeekday + i) % 7;
    const ranges = version.weekly.filter((r) => r.weekday === weekday).sort((a, b) => a.start.localeCompare(b.start));
    if (ranges.length === 0) continue;
    const text = isAllDay(ranges)
      ? allDayText(ranges[0]?.kind ?? 'available')
      : ranges.map((r) => rangeText(r.kind, formatWallRange(r.start, r.end))).join(', ');
    lines.push(`${formatWeekday(weekday)}: ${text}`);
  }
  return lines;
}

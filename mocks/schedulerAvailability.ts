import type { AvailabilityVersion } from '@/modules/availability/types';
import { timeOff } from './db/shifts';
import { shiftNotes, shiftNotesId } from './db/shiftNotes';
import { openHoursOn, openThroughout, versionInForce } from './rules/availability';
import { wallMinutes, weekdayOf } from './rules/calendar';

/** Who can work when, as the mock's shift scheduler (`scheduler.ts`) reads it. */

type ApprovedVersion = Pick<AvailabilityVersion, 'weekly' | 'exceptions' | 'wishedHoursPerWeek'>;
type WindowFit = 'preferred' | 'available' | null;
export interface Availability {
  /** How the person's approved availability covers `start`–`end` (HH:mm) on the store-local `day`. */
  fit(day: string, start: string, end: string): WindowFit;
  /** The open stretches of the store-local `day` in wall minutes ([from, to]); none on time off. */
  ranges(day: string): [number, number][];
  /** The preferred weekly ranges of the day's weekday ([from, to]). */
  preferred(day: string): [number, number][];
  /** Approved wished hours a week, if any. */
  wishedHours: number | null;
}

/**
 * Availability as the generator reads it (docs/rules/people.md#availability: the approved version of the shift notes,
 * issue #15): approved time off (mocks/db/timeOff.ts) removes the day; otherwise the approved
 * weekly windows and exceptions of that day must cover the whole window. A person without
 * approved notes has given no restriction.
 */
export function availabilityOf(storeId: string, userId: string): Availability {
  const away = new Set(timeOff.where((t) => t.storeId === storeId && t.userId === userId).map((t) => t.date));
  return availabilityFrom(versionInForce(shiftNotes.get(shiftNotesId(storeId, userId))), away);
}

/** `availabilityOf` for one approved version (null: no restriction) and the days of approved time off. */
export function availabilityFrom(version: ApprovedVersion | null, away: ReadonlySet<string> = new Set()): Availability {
  return {
    wishedHours: version?.wishedHoursPerWeek ?? null,
    ranges(day) {
      if (away.has(day)) return [];
      if (!version) return [[0, 24 * 60]];
      return openHoursOn(version, day).ranges.map((r) => [wallMinutes(r.start), wallMinutes(r.end)]);
    },
    preferred(day) {
      return (version?.weekly ?? [])
        .filter((r) => r.kind === 'preferred' && r.weekday === weekdayOf(day))
        .map((r) => [wallMinutes(r.start), wallMinutes(r.end)]);
    },
    fit(day, start, end) {
      if (away.has(day)) return null;
      if (!version) return 'available';
      const from = wallMinutes(start);
      const to = wallMinutes(end);
      if (!openThroughout(openHoursOn(version, day), from, to)) return null;
      const preferred = version.weekly.some(
        (r) => r.kind === 'preferred' && r.weekday === weekdayOf(day) && wallMinutes(r.start) <= from && wallMinutes(r.end) >= to,
      );
      return preferred ? 'preferred' : 'available';
    },
  };
}

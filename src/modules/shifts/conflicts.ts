import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';
import { availabilityOn, type AvailabilityVersion, covers } from '@/modules/availability';
import { active, paidMinutes, type PlanningRules } from './logic';
import { clockMinutes, dayOf, timeOf, weekStartOf, type WeekStartsOn } from './time';
import type { Shift } from './types';
import type { Violation } from '@/modules/working-time';

/**
 * The planner's conflicts of assigned shifts: overlaps, approved time off, outside approved
 * availability, too little rest, over the weekly maximum; and the memo comparisons of conflict lists.
 */
export type ConflictKind = 'overlap' | 'timeOff' | 'availability' | 'rest' | 'weeklyMax' | 'law';
export interface Conflict {
  kind: ConflictKind;
  message: string;
  /** `law`: the working-time rule broken, with its figures (issue #44, law.ts). */
  violation?: Violation;
}

/** The conflicts in words, read when they are found (the planner finds them again when the language changes). */
const conflictText = {
  overlap: () => t`Overlaps another shift`,
  timeOff: () => t`On approved time off`,
  availability: () => t`Outside approved availability`,
};

/** The approved availability the planner checks against (availability module, issue #15). */
export type ApprovedVersion = Pick<AvailabilityVersion, 'weekly' | 'exceptions'>;

export interface ConflictContext {
  timeZone: string;
  weekStartsOn: WeekStartsOn;
  rules: Pick<PlanningRules, 'minRestHours' | 'maxHoursPerWeek'>;
  /**
   * Approved availability per person (the approved version of their shift notes). Not given:
   * availability is not checked (the user may not read it); a person without an entry has given
   * no restriction (as for the generator).
   */
  approved?: ReadonlyMap<string, ApprovedVersion>;
}

/** The store-local minutes [from, to) a shift covers on its first day (an overnight shift runs to 24:00). */
function wallSpan(shift: Pick<Shift, 'start' | 'end'>, timeZone: string): { day: string; from: number; to: number } {
  const day = dayOf(shift.start, timeZone);
  const from = clockMinutes(timeOf(shift.start, timeZone));
  const to = dayOf(shift.end, timeZone) === day ? clockMinutes(timeOf(shift.end, timeZone)) : 24 * 60;
  return { day, from, to };
}

/**
 * A shift against a person's approved availability: on approved time off (a time-off exception
 * of that date touching the shift), or not inside the ranges they are available that day.
 */
export function availabilityConflict(shift: Pick<Shift, 'start' | 'end'>, version: ApprovedVersion, timeZone: string): Conflict | null {
  const { day, from, to } = wallSpan(shift, timeZone);
  const away = version.exceptions.some(
    (e) => e.date === day && e.kind === 'time_off' && (e.allDay || (clockMinutes(e.start ?? '') < to && clockMinutes(e.end ?? '') > from)),
  );
  if (away) return { kind: 'timeOff', message: conflictText.timeOff() };
  return covers(availabilityOn(version, day), from, to) ? null : { kind: 'availability', message: conflictText.availability() };
}

/** Conflicts of each assigned shift: overlaps, time off or outside availability, too little rest, over the weekly maximum. */
export function findConflicts(shifts: readonly Shift[], ctx: ConflictContext): Map<string, Conflict[]> {
  const out = new Map<string, Conflict[]>();
  const add = (id: string, c: Conflict) => {
    const list = out.get(id) ?? [];
    if (!list.some((x) => x.kind === c.kind)) list.push(c);
    out.set(id, list);
  };
  const byPerson = new Map<string, Shift[]>();
  for (const s of shifts) {
    if (!active(s) || s.userId === '') continue;
    byPerson.set(s.userId, [...(byPerson.get(s.userId) ?? []), s]);
  }
  const restMs = ctx.rules.minRestHours * 3_600_000;
  for (const [userId, list] of byPerson) {
    const sorted = [...list].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    const version = ctx.approved?.get(userId);
    const weekly = new Map<string, number>();
    const weekOf = new Map<string, string>();
    for (const [i, s] of sorted.entries()) {
      const found = version ? availabilityConflict(s, version, ctx.timeZone) : null;
      if (found) add(s.id, found);
      const week = weekStartOf(dayOf(s.start, ctx.timeZone), ctx.weekStartsOn);
      weekOf.set(s.id, week);
      weekly.set(week, (weekly.get(week) ?? 0) + paidMinutes(s));
      for (const other of sorted.slice(i + 1)) {
        if (Date.parse(other.start) >= Date.parse(s.end)) break;
        add(s.id, { kind: 'overlap', message: conflictText.overlap() });
        add(other.id, { kind: 'overlap', message: conflictText.overlap() });
      }
      // Rest is measured to the next shift only.
      const next = sorted[i + 1];
      const gap = next ? Date.parse(next.start) - Date.parse(s.end) : Infinity;
      if (next && gap >= 0 && gap < restMs) {
        const hours = formatNumber(ctx.rules.minRestHours);
        const text = t`Less than ${hours} h rest between shifts`;
        add(s.id, { kind: 'rest', message: text });
        add(next.id, { kind: 'rest', message: text });
      }
    }
    for (const s of sorted) {
      if ((weekly.get(weekOf.get(s.id) ?? '') ?? 0) > ctx.rules.maxHoursPerWeek * 60) {
        const hours = formatNumber(ctx.rules.maxHoursPerWeek);
        add(s.id, { kind: 'weeklyMax', message: t`More than ${hours} h this week` });
      }
    }
  }
  return out;
}

/** The conflicts with the working-time law's violations added (each its own `law` conflict, worded with its figures). */
export function withLaw(
  conflicts: ReadonlyMap<string, Conflict[]>,
  law: ReadonlyMap<string, Violation[]>,
  label: (v: Violation) => string,
) {
  const out = new Map(conflicts);
  for (const [id, list] of law)
    out.set(id, [...(out.get(id) ?? []), ...list.map((v) => ({ kind: 'law' as const, message: label(v), violation: v }))]);
  return out;
}

/** Whether two lists hold the same items in the same order (`same` item by item; missing lists are empty). */
export function sameItems<V>(a: readonly V[] | undefined, b: readonly V[] | undefined, same: (x: V, y: V) => boolean = Object.is): boolean {
  if (a === b) return true;
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((v, i) => i in y && same(v, y[i] ?? v));
}

export const sameConflict = (a: Conflict, b: Conflict) => a.kind === b.kind && a.message === b.message;

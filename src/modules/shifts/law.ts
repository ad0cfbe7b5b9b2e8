import { t } from '@lingui/core/macro';
import { checkPerson, lawOf, violationLabel, type StoreLaw, type Violation } from '@/modules/working-time';
import type { StaffMember } from '@/modules/staff';
import type { StoreShiftDetails } from '@/modules/stores';
import { active } from './logic';
import type { Shift } from './types';

/**
 * The working-time law in the planner (issue #44, docs/rules/working-time.md): each assigned shift's
 * violations of the store's rule set, found over the person's shifts of the week, and what the
 * planner cannot check because the server did not say it (said once, above the week).
 */
export interface PlannerLaw {
  /** The store as the rules read it; undefined: no rule applies (not in a country with a rule set, switched off, or unknown). */
  store: StoreLaw | undefined;
  /** Dates of birth by person (planners only; a person without one is checked as an adult). */
  birthDates: ReadonlyMap<string, string>;
  /** What is missing for the rules, in words, said once. */
  gaps: string[];
}

/** The law the planner applies, from the store's shift details (country, federal state, hospitality, switch) and the staff. */
export function plannerLaw(
  details: StoreShiftDetails | undefined,
  staff: readonly StaffMember[] | undefined,
  timeZone: string,
): PlannerLaw {
  const birthDates = new Map((staff ?? []).flatMap((s) => (s.dateOfBirth ? [[s.userId, s.dateOfBirth] as const] : [])));
  if (!details) return { store: undefined, birthDates, gaps: [] };
  const { country, federalState, hospitality, workingTimeRules } = details;
  const store: StoreLaw = { timeZone, country, federalState, hospitality, workingTimeRules };
  if (!country)
    return { store: undefined, birthDates, gaps: [t`This server does not tell the store’s country: working-time rules are not checked.`] };
  if (!lawOf(store)) return { store: undefined, birthDates, gaps: [] };
  const gaps: string[] = [];
  if (!federalState) gaps.push(t`No federal state is set for this store: public holidays are not known.`);
  if (hospitality === undefined)
    gaps.push(t`This server does not say whether the store is in hospitality: the stricter rest and evening rules apply.`);
  if ((staff ?? []).some((s) => s.active && !s.dateOfBirth))
    gaps.push(t`Some people have no date of birth: they are checked as adults, not under the rules for minors.`);
  return { store, birthDates, gaps };
}

/** A shift as a piece of work. */
const pieceOf = (s: Pick<Shift, 'id' | 'start' | 'end' | 'breakMinutes'>) => ({
  id: s.id,
  start: s.start,
  end: s.end,
  breakMinutes: s.breakMinutes,
});

/** The violations (not the notices) of every assigned, active shift, by shift id. */
export function lawViolations(shifts: readonly Shift[], law: PlannerLaw): Map<string, Violation[]> {
  const out = new Map<string, Violation[]>();
  const store = law.store;
  if (!store) return out;
  const byPerson = new Map<string, Shift[]>();
  for (const s of shifts) if (active(s) && s.userId !== '') byPerson.set(s.userId, [...(byPerson.get(s.userId) ?? []), s]);
  for (const [userId, list] of byPerson) {
    for (const v of checkPerson(list.map(pieceOf), law.birthDates.get(userId), store)) {
      if (v.notice) continue;
      for (const id of v.pieceIds) out.set(id, [...(out.get(id) ?? []), v]);
    }
  }
  return out;
}

/**
 * What a shift as edited (or moved) would break, before it is saved: the person's week with it in
 * place of the saved one, in words. Empty when nothing or no rule applies.
 */
export function lawOfEdit(
  edited: Pick<Shift, 'id' | 'userId' | 'start' | 'end' | 'breakMinutes'>,
  week: readonly Shift[],
  law: PlannerLaw,
): string[] {
  if (!law.store || edited.userId === '') return [];
  const others = week.filter((s) => active(s) && s.userId === edited.userId && s.id !== edited.id);
  const id = edited.id || 'edited';
  return checkPerson([...others.map(pieceOf), pieceOf({ ...edited, id })], law.birthDates.get(edited.userId), law.store)
    .filter((v) => !v.notice && v.pieceIds.includes(id))
    .map(violationLabel);
}

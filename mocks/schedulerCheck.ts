import type { PlanWeek } from './schedulerWeeks';
import type { SchedulerResult } from './schedulerTypes';
import { addDays, dayIn, firstDayOfWeek, minutesBetween, wallMinutes } from './rules/calendar';
import { violations } from './rules/workingTime';

/**
 * A plan checked from the outside (issue #44): every hard rule, by its own reading of the week and
 * the working-time rule set — never by the scheduler's code. The property test and the benchmark
 * count what it finds.
 */
export interface PlanCheck {
  /** Every broken hard rule, in words. */
  problems: string[];
  /** People whose paid hours in a week exceed their contracted hours. */
  overCap: number;
  /** Per person with a target (wished, else contracted hours): planned − target, in hours. */
  offTarget: number[];
}

const clock = (instant: string, tz: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

export function checkPlan({ input }: PlanWeek, result: SchedulerResult): PlanCheck {
  const { details } = input;
  const tz = details.timeZone;
  const rules = details.rules;
  const problems: string[] = [];
  let overCap = 0;
  const offTarget: number[] = [];
  for (const person of input.staff) {
    const mine = result.shifts.filter((s) => s.userId === person.userId);
    const all = [...input.existing.filter((s) => s.userId === person.userId && s.status !== 'cancelled'), ...mine];
    const say = (what: string) => problems.push(`${person.userId}: ${what}`);
    for (const v of violations(details.store ?? {}, person, all, tz)) say(`${v.rule} ${v.actual} > ${v.limit} (${v.shiftId})`);
    if (mine.length > 0 && (!person.active || person.mayWorkShifts === false)) say('may not work');
    const availability = input.availabilityOf(input.storeId, person.userId);
    for (const s of mine) {
      const day = dayIn(s.start, tz);
      const [from, to] = [wallMinutes(clock(s.start, tz)), dayIn(s.end, tz) === day ? wallMinutes(clock(s.end, tz)) : 24 * 60];
      if (!person.roles.includes(s.role)) say(`role ${s.role} not held`);
      if (!availability.ranges(day).some(([f, t]) => f <= from && t >= to)) say(`not available ${day} ${from}–${to}`);
      const span = minutesBetween(s.start, s.end);
      if (span < rules.minShiftHours * 60 || span > rules.maxShiftHours * 60) say(`length ${span}`);
    }
    const days = all.map((s) => dayIn(s.start, tz));
    if (new Set(days).size < days.length) say('two shifts a day');
    const sorted = [...all].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    sorted.forEach((s, i) => {
      const before = sorted[i - 1];
      if (before && minutesBetween(before.end, s.start) < rules.minRestHours * 60) say(`store rest before ${s.id}`);
    });
    const worked = new Set(days);
    for (const d of worked) {
      let run = 1;
      while (worked.has(addDays(d, -run))) run += 1;
      if (run > rules.maxConsecutiveDays) say(`${run} days in a row`);
    }
    const weeks = new Map<string, number>();
    for (const s of all) {
      const week = firstDayOfWeek(dayIn(s.start, tz), details.weekStartsOn);
      weeks.set(week, (weeks.get(week) ?? 0) + minutesBetween(s.start, s.end) - s.breakMinutes);
    }
    const week = firstDayOfWeek(input.startDate, details.weekStartsOn);
    const paid = (weeks.get(week) ?? 0) / 60;
    for (const [w, minutes] of weeks) if (minutes > rules.maxHoursPerWeek * 60) say(`week ${w}: ${minutes / 60} h over the maximum`);
    const contract = person.contractHoursPerWeek ?? 0;
    if (contract > 0 && [...weeks.values()].some((m) => m > contract * 60)) overCap += 1;
    const target = availability.wishedHours ?? contract;
    if (target > 0 && person.active) offTarget.push(paid - target);
  }
  return { problems, overCap, offTarget };
}

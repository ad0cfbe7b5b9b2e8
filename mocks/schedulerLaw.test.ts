import { describe, expect, it } from 'vitest';
import { schedule } from './scheduler';
import { checkPlan } from './schedulerCheck';
import { randomWeek } from './schedulerRandomWeek';
import { handMadeWeeks } from './schedulerWeeks';

/** The scheduler never breaks a hard rule (issue #44): the hand-made weeks and 200 random ones, checked from the outside. */
describe('the scheduler keeps every hard rule', () => {
  it.each(handMadeWeeks().map((w) => [w.name, w] as const))('%s', (_name, week) => {
    const result = schedule(week.input);
    const check = checkPlan(week, result);
    expect(check.problems).toEqual([]);
    expect(check.overCap).toBe(0);
    expect(result.shifts.length).toBeGreaterThan(0);
  });

  it('200 random weeks: no violation, nobody over their contract', () => {
    const found: string[] = [];
    let shifts = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const week = randomWeek(seed, 6 + (seed % 3) * 2, 1 + (seed % 4));
      const result = schedule(week.input);
      shifts += result.shifts.length;
      const check = checkPlan(week, result);
      found.push(...check.problems.map((p) => `${week.name}: ${p}`));
      if (check.overCap > 0) found.push(`${week.name}: ${check.overCap} over their contract`);
    }
    expect(found).toEqual([]);
    expect(shifts).toBeGreaterThan(200 * 5);
  }, 600_000);
});

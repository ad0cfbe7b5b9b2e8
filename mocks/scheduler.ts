import type { MockShift } from './db/shifts';
import type { SchedulerInput, SchedulerResult } from './schedulerTypes';
import { instantAt } from './rules/calendar';
import { buildModel, hhmm, STEP, type Model } from './schedulerModel';
import { newState } from './schedulerState';
import { fill } from './schedulerFill';
import { improve } from './schedulerImprove';
import { unfilledOf } from './schedulerUnfilled';

export type { SchedulerDetails, SchedulerInput, SchedulerResult, SchedulerStaff } from './schedulerTypes';

/**
 * The mock's shift scheduler (issues #14, #30, #44): the reference a server team builds (the same
 * text is in the generate contract's description, docs/rules/people.md#shift-generation).
 *
 * 1. Days: every store-local day of the range whose opening hours are not closed; a staffing
 *    window is cut to that day's opening hours (a closed day is never staffed nor reported).
 * 2. Demand per role and minute: the windows' places; shifts already there count.
 * 3. A shift is a PIECE: one person, one role they hold, one stretch of one day, at least the
 *    store's `minShiftHours` and at most `maxShiftHours` (and the law's daily maximum after the
 *    break), inside the person's APPROVED availability (weekly windows, exceptions, time off) and
 *    the day's lawful hours. A window may be covered by several pieces of different people.
 * 4. Each person: at most one shift a day, the rest (the store's `minRestHours`, or the law's if
 *    longer) to their other shifts, at most `maxConsecutiveDays` in a row, and paid hours in the
 *    store's week within a cap: their contracted hours (unless the store sets
 *    `contractHoursCap: false`), the store's `maxHoursPerWeek` and the law's weekly maximum.
 * 5. The working-time rule set (mocks/rules/workingTime.ts) is never broken: breaks by length,
 *    minors' hours, night rest and days, Sundays and public holidays by the store's state.
 * 6. Greedy by staffed minutes: first shifts shaped like the windows, then any piece; among equal
 *    gains people below their wished hours (else contracted) first, a preferred window, the
 *    smallest share of the wish, the shorter piece. Then pieces are swapped for better ones
 *    while that raises coverage.
 * 7. Every stretch still short names its binding reason (schedulerUnfilled.ts).
 * Coverage = staffed place-minutes / required place-minutes, a share from 0 to 1 (1 when nothing is required).
 */
export function schedule(input: SchedulerInput): SchedulerResult {
  const model = buildModel(input);
  const state = newState(model);
  fill(
    model,
    state,
    model.pieces.filter((p) => p.aligned),
  );
  fill(model, state, model.pieces);
  improve(model, state);
  const tz = input.details.timeZone;
  const shifts: MockShift[] = [];
  const rate = new Map(model.people.map((p) => [p.staff.userId, p.staff.hourlyRate]));
  let hours = 0;
  let cost = 0;
  state.placed.forEach((byDay) => {
    for (const piece of [...byDay.values()].sort((a, b) => a.day - b.day)) {
      const userId = model.people[piece.person]?.staff.userId ?? '';
      const date = model.days[piece.day]?.date ?? '';
      shifts.push({
        id: input.newId(),
        storeId: input.storeId,
        userId,
        role: piece.role,
        start: instantAt(date, hhmm(piece.from), tz),
        end: instantAt(date, hhmm(piece.to), tz),
        breakMinutes: piece.breakMinutes,
        status: 'draft',
        notes: '',
        generationJobId: input.jobId,
      });
      hours += piece.paid / 60;
      cost += (piece.paid / 60) * (rate.get(userId) ?? 0);
    }
  });
  shifts.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.role.localeCompare(b.role));
  return {
    shifts,
    unfilled: unfilledOf(model, state),
    summary: { hours: Math.round(hours * 100) / 100, cost: Math.round(cost * 100) / 100, coverage: coverageOf(model) },
  };
}

/** Staffed place-minutes over required place-minutes (1 when nothing is required). */
function coverageOf(model: Model): number {
  let required = 0;
  let staffed = 0;
  for (const [key, need] of model.need) {
    const have = model.have.get(key);
    need.forEach((n, s) => {
      required += n * STEP;
      staffed += Math.min(n, have?.[s] ?? 0) * STEP;
    });
  }
  return required === 0 ? 1 : Math.min(1, Math.round((staffed / required) * 1000) / 1000);
}

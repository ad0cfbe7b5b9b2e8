import { addDays } from '@/lib/format';
import { isCalendarDay } from '@/lib/inputRules';
import { DST_MESSAGES, wallInstants } from '@/modules/shifts';
import { breakMinutesOf, workedMinutes } from './logic';
import { zonedInstant } from '@/lib/storeTime';
import type { ManualEntryForm, TimeEntry, TimeEntryInput } from './types';

/** The manual entry form's body and the history's totals (split from logic.ts for its length). */

/** Which of a wall time that occurs twice (the clocks go back): '' until asked, then the first or the second. */
export type Fold = '' | 'earlier' | 'later';
export interface Folds {
  start: Fold;
  end: Fold;
}
const NO_FOLDS: Folds = { start: '', end: '' };

/**
 * The instants the form's start and end stand for in the store's zone (the shift panel's rule,
 * issue #29.7): none for a time the clocks skip (02:30 on the spring-forward Sunday), two for one
 * they pass twice (02:30 on the autumn Sunday), else one. Unreadable values stand for none.
 */
export function manualWallInstants(
  form: Pick<ManualEntryForm, 'date' | 'start' | 'end'>,
  endsNextDay: boolean,
  timeZone: string,
): { start: string[]; end: string[] } {
  const readable = (day: string, time: string) => isCalendarDay(day) && /^\d{2}:\d{2}$/.test(time);
  const endDate = readable(form.date, '00:00') ? (endsNextDay ? addDays(form.date, 1) : form.date) : '';
  return {
    start: readable(form.date, form.start) ? wallInstants(form.date, form.start, timeZone) : [],
    end: readable(endDate, form.end) ? wallInstants(endDate, form.end, timeZone) : [],
  };
}

/** DST problems at the time fields: a time the clocks skip is refused, one they pass twice asks which. */
export function manualDstErrors(
  form: Pick<ManualEntryForm, 'date' | 'start' | 'end'>,
  endsNextDay: boolean,
  timeZone: string,
  folds: Folds,
): Record<string, string> {
  const found = manualWallInstants(form, endsNextDay, timeZone);
  const errors: Record<string, string> = {};
  for (const field of ['start', 'end'] as const) {
    if (found[field].length === 0) errors[field] = DST_MESSAGES.missing;
    else if (found[field].length === 2 && folds[field] === '') errors[`${field}Fold`] = DST_MESSAGES.ambiguous;
  }
  return errors;
}

const chosen = (found: readonly string[], fold: Fold): string | undefined => (fold === 'later' ? found[1] : found[0]) ?? found[0];

/** Manual entry form → body: store-local date and times, the end on the next day when asked (a night). */
export function manualBody(
  form: ManualEntryForm,
  endsNextDay: boolean,
  storeId: string,
  timeZone: string,
  folds: Folds = NO_FOLDS,
): TimeEntryInput {
  const endDate = endsNextDay ? addDays(form.date, 1) : form.date;
  const found = manualWallInstants(form, endsNextDay, timeZone);
  return {
    storeId,
    ...(form.shiftId ? { shiftId: form.shiftId } : {}),
    // A time the clocks skip has no instant: manualDstErrors refuses it before anything is sent.
    clockIn: chosen(found.start, folds.start) ?? zonedInstant(form.date, form.start, timeZone),
    clockOut: chosen(found.end, folds.end) ?? zonedInstant(endDate, form.end, timeZone),
    breaks: [],
    breakMinutes: form.breakMinutes,
    source: 'manual',
    note: form.note.trim(),
  };
}

/** Server and body field names → the manual form's fields. */
export const MANUAL_FIELD_OF: Record<string, keyof ManualEntryForm> = {
  clockIn: 'start',
  clockOut: 'end',
  breakMinutes: 'breakMinutes',
  note: 'note',
  shiftId: 'shiftId',
};

export interface HistoryTotals {
  workedMinutes: number;
  breakMinutes: number;
  tips: number;
  open: number;
}

export function historyTotals(entries: readonly TimeEntry[]): HistoryTotals {
  const totals: HistoryTotals = { workedMinutes: 0, breakMinutes: 0, tips: 0, open: 0 };
  for (const e of entries) {
    const worked = workedMinutes(e);
    if (worked === null) totals.open += 1;
    else totals.workedMinutes += worked;
    totals.breakMinutes += e.breaks.length > 0 ? breakMinutesOf(e.breaks) : e.breakMinutes;
    totals.tips += e.declaredTips ?? 0;
  }
  totals.tips = Math.round(totals.tips * 100) / 100;
  return totals;
}

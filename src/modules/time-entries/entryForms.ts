import { addDays } from '@/lib/format';
import { breakMinutesOf, workedMinutes } from './logic';
import { zonedInstant } from '@/lib/storeTime';
import type { ManualEntryForm, TimeEntry, TimeEntryInput } from './types';

/** The manual entry form's body and the history's totals (split from logic.ts for its length). */

/** Manual entry form → body: store-local date and times, the end on the next day when asked (a night). */
export function manualBody(form: ManualEntryForm, endsNextDay: boolean, storeId: string, timeZone: string): TimeEntryInput {
  const endDate = endsNextDay ? addDays(form.date, 1) : form.date;
  return {
    storeId,
    ...(form.shiftId ? { shiftId: form.shiftId } : {}),
    clockIn: zonedInstant(form.date, form.start, timeZone),
    clockOut: zonedInstant(endDate, form.end, timeZone),
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

import { t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { isoDate, timeOfDay } from '@/lib/schemaParts';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { ShiftInputSchema } from './schema';
import { addDays, clockMinutes, dayOf, instantAt, timeOf, wallInstants } from './time';
import type { Shift, ShiftInput } from './types';

/**
 * The shift panel's form: a store-local day and two wall-clock times, where the body
 * (`ShiftInputSchema`) holds instants. The other fields are the body's own rules, so the panel
 * shows the same messages the server checks with.
 */
const body = ShiftInputSchema.shape;
const ShiftFormSchema = z.object({
  userId: body.userId,
  role: body.role,
  day: isoDate(() => t`Date is required.`),
  start: timeOfDay(() => t`Start is required.`),
  end: timeOfDay(() => t`End is required.`),
  breakMinutes: body.breakMinutes,
  status: body.status,
  notes: body.notes,
  /** Which of a time that occurs twice (the clocks go back): '' until asked, then 'earlier' or 'later'. */
  startFold: z._default(z.enum(['', 'earlier', 'later']), ''),
  endFold: z._default(z.enum(['', 'earlier', 'later']), ''),
});
type Fold = '' | 'earlier' | 'later';

/** The DST messages, read in the active language. */
export const DST_MESSAGES = {
  get missing() {
    return t`This time does not exist on this day: the clocks go forward over it. Choose another time.`;
  },
  get ambiguous() {
    return t`This time occurs twice on this day (the clocks go back): choose which one.`;
  },
};

/** What the panel edits; the break is null while its field is empty (sent as 0). */
export interface ShiftFormValues extends Omit<z.output<typeof ShiftFormSchema>, 'breakMinutes' | 'startFold' | 'endFold'> {
  breakMinutes: number | null;
  startFold: Fold;
  endFold: Fold;
}

export const SHIFT_FORM_FIELDS = [
  'userId',
  'role',
  'day',
  'start',
  'end',
  'startFold',
  'endFold',
  'breakMinutes',
  'status',
  'notes',
] as const;

/** A new shift for a person (or the open row) on a day: 09:00–17:00 with a 30 minute break. */
export function newShiftValues(userId: string, day: string, role: string): ShiftFormValues {
  return { userId, role, day, start: '09:00', end: '17:00', startFold: '', endFold: '', breakMinutes: 30, status: 'draft', notes: '' };
}

/** A saved shift as the panel shows it: day and times in the store's time zone. */
export function toShiftFormValues(shift: Shift, timeZone: string): ShiftFormValues {
  return {
    userId: shift.userId,
    role: shift.role,
    day: dayOf(shift.start, timeZone),
    start: timeOf(shift.start, timeZone),
    end: timeOf(shift.end, timeZone),
    startFold: foldOf(shift.start, timeZone),
    endFold: foldOf(shift.end, timeZone),
    breakMinutes: shift.breakMinutes,
    status: shift.status ?? 'draft',
    notes: shift.notes,
  };
}

/** A saved instant's place among the instants of its wall time ('' when the time is unique). */
function foldOf(instant: string, timeZone: string): Fold {
  const both = wallInstants(dayOf(instant, timeZone), timeOf(instant, timeZone), timeZone);
  if (both.length < 2) return '';
  return Date.parse(both[0] ?? '') === Date.parse(instant) ? 'earlier' : 'later';
}

/** The days of the start and the end (an end at or before the start ends the next day). */
function daysOf(values: Pick<ShiftFormValues, 'day' | 'start' | 'end'>) {
  return { startDay: values.day, endDay: clockMinutes(values.end) <= clockMinutes(values.start) ? addDays(values.day, 1) : values.day };
}

/** The instant of a wall time on a day, the chosen one when it occurs twice; null when it does not exist. */
function pick(day: string, time: string, fold: Fold, timeZone: string): string | null {
  const found = wallInstants(day, time, timeZone);
  if (found.length === 0) return null;
  return (fold === 'later' ? found[1] : found[0]) ?? found[0] ?? null;
}

/** Which times of the form are ambiguous (the panel then asks which one). */
export function ambiguousTimes(values: Pick<ShiftFormValues, 'day' | 'start' | 'end'>, timeZone: string) {
  const { startDay, endDay } = daysOf(values);
  const ok = (day: string, time: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && /^\d{2}:\d{2}$/.test(time);
  return {
    start: ok(startDay, values.start) ? wallInstants(startDay, values.start, timeZone) : [],
    end: ok(endDay, values.end) ? wallInstants(endDay, values.end, timeZone) : [],
  };
}

/** DST problems at the time fields: a time the clocks skip, or one that occurs twice and is not chosen. */
function dstErrors(values: ShiftFormValues, timeZone: string): Record<string, string> {
  const both = ambiguousTimes(values, timeZone);
  const errors: Record<string, string> = {};
  for (const field of ['start', 'end'] as const) {
    const found = both[field];
    const fold = field === 'start' ? values.startFold : values.endFold;
    if (found.length === 0) errors[field] = DST_MESSAGES.missing;
    else if (found.length === 2 && fold === '') errors[`${field}Fold`] = DST_MESSAGES.ambiguous;
  }
  return errors;
}

/**
 * The body of create and update (without its store): the wall-clock times of the day in the
 * store's time zone; an end at or before the start ends the next day (a night shift).
 */
export function toBody(values: ShiftFormValues, timeZone: string): Omit<ShiftInput, 'storeId'> {
  const { startDay, endDay } = daysOf(values);
  return {
    userId: values.userId,
    role: values.role.trim(),
    // A time the clocks skip has no instant: dstErrors refuses it before anything is sent.
    start: pick(startDay, values.start, values.startFold, timeZone) ?? instantAt(startDay, values.start, timeZone),
    end: pick(endDay, values.end, values.endFold, timeZone) ?? instantAt(endDay, values.end, timeZone),
    breakMinutes: values.breakMinutes ?? 0,
    status: values.status,
    notes: values.notes,
  };
}

/**
 * The panel's messages: its own fields first; once the day and times are readable, the body's
 * rules across fields (end after start, at most 24 h, longer than the break) at their fields.
 */
export function shiftFormErrors(values: ShiftFormValues, storeId: string, timeZone: string): Record<string, string> {
  const own = fieldErrorsOf(ShiftFormSchema, { ...values, breakMinutes: values.breakMinutes ?? 0 });
  if (own.day || own.start || own.end) return own;
  const dst = dstErrors(values, timeZone);
  if (Object.keys(dst).length > 0) return { ...dst, ...own };
  const placed: Record<string, string> = {};
  for (const [name, message] of Object.entries(fieldErrorsOf(ShiftInputSchema, { ...toBody(values, timeZone), storeId }))) {
    if ((SHIFT_FORM_FIELDS as readonly string[]).includes(name)) placed[name] ??= message;
  }
  return { ...placed, ...own };
}

import { z } from 'zod/mini';
import { isoDate, timeOfDay } from '@/lib/schemaParts';
import { fieldErrorsOf } from '@/lib/schemaErrors';
import { ShiftInputSchema } from './schema';
import { addDays, clockMinutes, dayOf, instantAt, timeOf } from './time';
import type { Shift, ShiftInput } from './types';

/**
 * The shift panel's form: a store-local day and two wall-clock times, where the body
 * (`ShiftInputSchema`) holds instants. The other fields are the body's own rules, so the panel
 * shows the same messages the server checks with.
 */
const body = ShiftInputSchema.shape;
export const ShiftFormSchema = z.object({
  userId: body.userId,
  role: body.role,
  day: isoDate('Date is required.'),
  start: timeOfDay('Start is required.'),
  end: timeOfDay('End is required.'),
  breakMinutes: body.breakMinutes,
  status: body.status,
  notes: body.notes,
});

/** What the panel edits; the break is null while its field is empty (sent as 0). */
export interface ShiftFormValues extends Omit<z.output<typeof ShiftFormSchema>, 'breakMinutes'> {
  breakMinutes: number | null;
}

export const SHIFT_FORM_FIELDS = ['userId', 'role', 'day', 'start', 'end', 'breakMinutes', 'status', 'notes'] as const;

/** A new shift for a person (or the open row) on a day: 09:00–17:00 with a 30 minute break. */
export function newShiftValues(userId: string, day: string, role: string): ShiftFormValues {
  return { userId, role, day, start: '09:00', end: '17:00', breakMinutes: 30, status: 'draft', notes: '' };
}

/** A saved shift as the panel shows it: day and times in the store's time zone. */
export function toShiftFormValues(shift: Shift, timeZone: string): ShiftFormValues {
  return {
    userId: shift.userId,
    role: shift.role,
    day: dayOf(shift.start, timeZone),
    start: timeOf(shift.start, timeZone),
    end: timeOf(shift.end, timeZone),
    breakMinutes: shift.breakMinutes,
    status: shift.status ?? 'draft',
    notes: shift.notes,
  };
}

/**
 * The body of create and update (without its store): the wall-clock times of the day in the
 * store's time zone; an end at or before the start ends the next day (a night shift).
 */
export function toBody(values: ShiftFormValues, timeZone: string): Omit<ShiftInput, 'storeId'> {
  const endDay = clockMinutes(values.end) <= clockMinutes(values.start) ? addDays(values.day, 1) : values.day;
  return {
    userId: values.userId,
    role: values.role.trim(),
    start: instantAt(values.day, values.start, timeZone),
    end: instantAt(endDay, values.end, timeZone),
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
  const placed: Record<string, string> = {};
  for (const [name, message] of Object.entries(fieldErrorsOf(ShiftInputSchema, { ...toBody(values, timeZone), storeId }))) {
    if ((SHIFT_FORM_FIELDS as readonly string[]).includes(name)) placed[name] ??= message;
  }
  return { ...placed, ...own };
}

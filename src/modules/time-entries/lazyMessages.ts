import { z } from 'zod/mini';
import { hasCents, ISO_DATE } from '@/lib/schemaParts';

/**
 * Rules whose message is read when a value is checked, not when the schema is made: the schemas
 * are made once at import, the message is shown in the language active when the check runs
 * (docs/rules/i18n.md#writing-a-text). `lazy(() => M.noteRequired)` is zod's `{ error }` parameter.
 */
export interface LazyMessage {
  error: () => string;
}
export const lazy = (message: () => string): LazyMessage => ({ error: message });

/** A wall time `HH:mm` from 00:00 to 23:59 (as `timeOfDay` of src/lib/schemaParts.ts). */
const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export const isoDateLazy = (message: LazyMessage) =>
  z.string(message).check(z.refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)), message));
export const timeOfDayLazy = (message: LazyMessage) => z.string(message).check(z.regex(TIME_OF_DAY, message));
/** One refine, not int/gte/lte checks (as `wholeNumber` of src/lib/schemaParts.ts: the object's own refines still run). */
export const wholeNumberLazy = (min: number, max: number, message: LazyMessage) =>
  z.number(message).check(z.refine((v) => Number.isInteger(v) && v >= min && v <= max, message));
export const amountLazy = (message: LazyMessage, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.number(message).check(z.refine((v) => v >= min && v <= max && hasCents(v), message));
export const storeIdLazy = (message: LazyMessage) => z.string(message).check(z.minLength(1, message));

import { z } from 'zod/mini';
import { hasCents, ISO_DATE } from '@/lib/schemaParts';

/**
 * Rules whose message is read when a value is checked, not when the schema is made: the schemas
 * are made once at import, the message is shown in the language active when the check runs
 * (docs/rules/i18n.md#writing-a-text). `lazy(() => t\`…\`)` is zod's `{ error }` parameter.
 */
interface LazyMessage {
  error: () => string;
}
export const lazy = (message: () => string): LazyMessage => ({ error: message });

/** A calendar day of an input (as `isoDate` of src/lib/schemaParts.ts). */
export const isoDateLazy = (message: LazyMessage) =>
  z.string(message).check(z.refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)), message));

/** Money in major units from `min` to `max` with at most 2 decimals (as `amount` of src/lib/schemaParts.ts). */
export const amountLazy = (message: LazyMessage, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.number(message).check(z.refine((v) => v >= min && v <= max && hasCents(v), message));

import { z } from 'zod/mini';
import { id, ISO_DATE, text } from '@/lib/schemaParts';

/** `GET v1/shift/store/{storeId}/employee-tips?startDate&endDate` answer rows. */
export const EmployeeTipsRowSchema = z.object({
  userId: id(),
  userName: text(),
  /** YYYY-MM-DD; '' when the answer leaves it out (the row still renders). */
  weekStart: text(),
  hours: z._default(z.number(), 0),
  tips: z._default(z.number(), 0),
});
export const EmployeeTipsSchema = z.array(EmployeeTipsRowSchema);

/** `?startDate&endDate`: store-local dates, inclusive. */
export const ReportRangeQuerySchema = z
  .object({
    startDate: z.string().check(z.regex(ISO_DATE)),
    endDate: z.string().check(z.regex(ISO_DATE)),
  })
  .check(z.refine((q) => q.startDate <= q.endDate, { message: 'The start date must not be after the end date.', path: ['endDate'] }));

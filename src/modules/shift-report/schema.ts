import { z } from 'zod/mini';

/** `GET v1/shift/store/{storeId}/employee-tips?startDate&endDate` answer rows. */
export const EmployeeTipsRowSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  userName: z._default(z.string(), ''),
  weekStart: z.string().check(z.minLength(1)),
  hours: z._default(z.number(), 0),
  tips: z._default(z.number(), 0),
});
export const EmployeeTipsSchema = z.array(EmployeeTipsRowSchema);

/** `?startDate&endDate`: store-local dates, inclusive. */
export const ReportRangeQuerySchema = z
  .object({
    startDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    endDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  })
  .check(z.refine((q) => q.startDate <= q.endDate, { message: 'The start date must not be after the end date.', path: ['endDate'] }));

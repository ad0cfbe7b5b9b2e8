import { z } from 'zod/mini';
import { id, text } from '@/lib/schemaParts';

/**
 * Staff member of a store (docs/rules/people.md#staff), `GET v1/user/list?storeId` (docs/rules/people.md#staff). Shared by shift planning, availability, time entries and tips. `hourlyRate` is sent
 * only to holders of shift.update.
 */
export const StaffMemberSchema = z.object({
  userId: id(),
  userName: text(),
  email: text(),
  roles: z._default(z.array(z.string()), []),
  hourlyRate: z.optional(z.number()),
  contractHoursPerWeek: z.optional(z.number()),
  /** Addition (issue #43): the person's number in the payroll office's system; none → the payroll export names them by ID. */
  payrollNumber: z.optional(z.string()),
  active: z._default(z.boolean(), true),
  /** YYYY-MM-DD, sent to planners only (issue #44): under 18 the JArbSchG applies. Missing: checked as an adult. */
  dateOfBirth: z.optional(z.string()),
});

export const StaffListSchema = z.array(StaffMemberSchema);

export const StaffQuerySchema = z.object({ storeId: z.string() });

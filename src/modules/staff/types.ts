import type { z } from 'zod/mini';
import type { StaffMemberSchema } from './schema';

export type StaffMember = z.output<typeof StaffMemberSchema>;

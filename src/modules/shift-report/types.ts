import type { z } from 'zod/mini';
import type { EmployeeTipsRowSchema } from './schema';

export type EmployeeTipsRow = z.output<typeof EmployeeTipsRowSchema>;

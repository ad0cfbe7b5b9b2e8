import type { z } from 'zod/mini';
import type { SalesDayInputSchema, SalesDaySchema, SalesTargetSchema } from './schema';

export type SalesDay = z.output<typeof SalesDaySchema>;
export type SalesDayInput = z.output<typeof SalesDayInputSchema>;
export type SalesTarget = z.output<typeof SalesTargetSchema>;

import type { z } from 'zod/mini';
import type { BreakSchema, ManualEntryFormSchema, TimeEntryInputSchema, TimeEntrySchema } from './schema';

export type TimeEntry = z.output<typeof TimeEntrySchema>;
export type TimeEntryBreak = z.output<typeof BreakSchema>;
export type TimeEntryInput = z.input<typeof TimeEntryInputSchema>;
export type ManualEntryForm = z.output<typeof ManualEntryFormSchema>;

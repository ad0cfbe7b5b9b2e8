import type { z } from 'zod/mini';
import type * as S from './schema';

/** Time entry types, inferred from the schemas (the one source of the shapes). */
export type TimeEntry = z.output<typeof S.TimeEntrySchema>;
export type TimeEntryBreak = z.output<typeof S.BreakSchema>;
export type TimeEntryInput = z.input<typeof S.TimeEntryInputSchema>;
export type ManualEntryForm = z.output<typeof S.ManualEntryFormSchema>;
export type TimeEntryChange = z.output<typeof S.TimeEntryChangeSchema>;

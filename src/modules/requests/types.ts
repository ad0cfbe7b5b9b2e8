import type { z } from 'zod/mini';
import type * as S from './schema';

/** Shift request types, inferred from the schemas (the one source of the shapes). */
export type ShiftRequest = z.output<typeof S.ShiftRequestSchema>;
export type RequestImpact = z.output<typeof S.RequestImpactSchema>;
export type MyRequests = z.output<typeof S.MyRequestsSchema>;
export type RequestSettings = z.output<typeof S.RequestSettingsSchema>;
export type Decision = z.output<typeof S.DecisionInputSchema>;

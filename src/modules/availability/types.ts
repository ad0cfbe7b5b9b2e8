import type { z } from 'zod/mini';
import type * as S from './schema';

/** Availability (shift notes) types, inferred from the schemas (the one source of the shapes). */
export type ShiftNotes = z.output<typeof S.ShiftNotesSchema>;
export type AvailabilityVersion = z.output<typeof S.AvailabilityVersionSchema>;

/** What a person (or a manager for them) saves: weekly ranges and dated exceptions. */
export type AvailabilityInput = z.output<typeof S.AvailabilityInputSchema>;
export type WeeklyRange = z.output<typeof S.WeeklyRangeInputSchema>;
export type AvailabilityKind = WeeklyRange['kind'];
export type AvailabilityException = z.output<typeof S.ExceptionInputSchema>;
export type ExceptionKind = AvailabilityException['kind'];

import type { z } from 'zod/mini';
import type {
  AvailabilityInputSchema,
  AvailabilityVersionSchema,
  ExceptionInputSchema,
  OwnShiftNotesInputSchema,
  ReviewShiftNotesInputSchema,
  ShiftNotesSchema,
  WeeklyRangeInputSchema,
} from './schema';

export type ShiftNotes = z.output<typeof ShiftNotesSchema>;
export type AvailabilityVersion = z.output<typeof AvailabilityVersionSchema>;
export type AvailabilityInput = z.output<typeof AvailabilityInputSchema>;
export type WeeklyRange = z.output<typeof WeeklyRangeInputSchema>;
export type AvailabilityException = z.output<typeof ExceptionInputSchema>;
export type OwnShiftNotesInput = z.output<typeof OwnShiftNotesInputSchema>;
export type ReviewShiftNotesInput = z.output<typeof ReviewShiftNotesInputSchema>;
export type AvailabilityKind = WeeklyRange['kind'];
export type ExceptionKind = AvailabilityException['kind'];

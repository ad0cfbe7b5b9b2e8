import type { z } from 'zod/mini';
import type {
  GenerateShiftsInputSchema,
  ShiftGenerationJobSchema,
  ShiftGenerationResultSchema,
  ShiftInputSchema,
  ShiftSchema,
  ShiftUpdateSchema,
} from './schema';

export type Shift = z.output<typeof ShiftSchema>;
export type ShiftInput = z.input<typeof ShiftInputSchema>;
export type ShiftUpdate = z.input<typeof ShiftUpdateSchema>;
export type GenerateShiftsInput = z.input<typeof GenerateShiftsInputSchema>;
export type ShiftGenerationJob = z.output<typeof ShiftGenerationJobSchema>;
export type ShiftGenerationResult = z.output<typeof ShiftGenerationResultSchema>;

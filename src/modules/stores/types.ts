import type { z } from 'zod/mini';
import type {
  StoreFinancialDetailsInputSchema,
  StoreFinancialDetailsSchema,
  StoreInputSchema,
  StoreSchema,
  StoreShiftDetailsInputSchema,
  StoreShiftDetailsSchema,
} from './schema';

export type Store = z.output<typeof StoreSchema>;
export type StoreInput = z.output<typeof StoreInputSchema>;
export type StoreFinancialDetails = z.output<typeof StoreFinancialDetailsSchema>;
export type StoreFinancialDetailsInput = z.output<typeof StoreFinancialDetailsInputSchema>;
export type StoreShiftDetails = z.output<typeof StoreShiftDetailsSchema>;
export type StoreShiftDetailsInput = z.output<typeof StoreShiftDetailsInputSchema>;
export type OpeningHours = StoreShiftDetails['openingHours'][number];
export type StaffingRequirement = StoreShiftDetails['staffingRequirements'][number];
export type ShiftRules = StoreShiftDetailsInput['rules'];
export type StaffRole = StoreShiftDetailsInput['staffingRequirements'][number]['role'];

import type { z } from 'zod/mini';
import type * as S from './schema';

/** Store types, inferred from the schemas (the one source of the shapes). */
export type Store = z.output<typeof S.StoreSchema>;
export type StoreInput = z.output<typeof S.StoreInputSchema>;

/** The store as SEPA debtor. */
export type StoreFinancialDetails = z.output<typeof S.StoreFinancialDetailsSchema>;
export type StoreFinancialDetailsInput = z.output<typeof S.StoreFinancialDetailsInputSchema>;

/** Time zone, opening hours, staffing windows and shift rules. */
export type StoreShiftDetails = z.output<typeof S.StoreShiftDetailsSchema>;
export type OpeningHours = StoreShiftDetails['openingHours'][number];
export type StaffingRequirement = StoreShiftDetails['staffingRequirements'][number];
export type StoreShiftDetailsInput = z.output<typeof S.StoreShiftDetailsInputSchema>;
export type ShiftRules = StoreShiftDetailsInput['rules'];
export type StaffRole = StoreShiftDetailsInput['staffingRequirements'][number]['role'];

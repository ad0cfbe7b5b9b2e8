import type { z } from 'zod/mini';
import type {
  DistributionInputSchema,
  SepaPayeeSchema,
  SepaSummarySchema,
  TipInputSchema,
  TipSchema,
  UserFinancialDetailsInputSchema,
  UserFinancialDetailsSchema,
} from './schema';

/** Finance types, inferred from the schemas (the one source of the shapes). */
export type Tip = z.output<typeof TipSchema>;
export type TipSource = NonNullable<Tip['source']>;
export type DistributionMethod = NonNullable<Tip['distributionMethod']>;
export type TipStatus = Tip['status'];
export type TipInput = z.output<typeof TipInputSchema>;
export type DistributionInput = z.output<typeof DistributionInputSchema>;
export type UserFinancialDetails = z.output<typeof UserFinancialDetailsSchema>;
export type UserFinancialDetailsInput = z.output<typeof UserFinancialDetailsInputSchema>;
export type SepaPayee = z.output<typeof SepaPayeeSchema>;
export type SepaSummary = z.output<typeof SepaSummarySchema>;

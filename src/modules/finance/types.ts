import type { z } from 'zod/mini';
import type * as S from './schema';

/** Finance types, inferred from the schemas (the one source of the shapes). */
export type Tip = z.output<typeof S.TipSchema>;
export type TipSource = NonNullable<Tip['source']>;
export type DistributionMethod = NonNullable<Tip['distributionMethod']>;
export type TipStatus = Tip['status'];
export type TipInput = z.output<typeof S.TipInputSchema>;

/** A person's bank details for tip payouts. */
export type UserFinancialDetails = z.output<typeof S.UserFinancialDetailsSchema>;
export type UserFinancialDetailsInput = z.output<typeof S.UserFinancialDetailsInputSchema>;
export type FinancialDetailsChange = z.output<typeof S.FinancialDetailsChangeSchema>;

/** What the app reads back from an exported SEPA file. */
export type SepaPayee = z.output<typeof S.SepaPayeeSchema>;
export type SepaSummary = z.output<typeof S.SepaSummarySchema>;
export type SepaExport = z.output<typeof S.SepaExportSchema>;
export type SepaOutcome = z.output<typeof S.SepaOutcomeSchema>;

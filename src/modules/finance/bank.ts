import { t } from '@lingui/core/macro';

/** Whether a BIC fits an IBAN's country, and the words for when not: shared with the stores' form (src/lib/iban.ts). */
export { bicFieldErrors, bicFitsIban, bicMismatchDetail, bicMismatchMessage } from '@/lib/iban';

/** The fields of a person's bank details by name, as the form, its conflict view and the change log call them. */
export function bankFieldLabels(): Readonly<Record<string, string>> {
  return { accountHolder: t`Account holder`, iban: t`IBAN`, bic: t`BIC`, bankName: t`Bank name`, taxId: t`Tax id` };
}

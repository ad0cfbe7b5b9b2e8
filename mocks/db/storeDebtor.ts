/** TEMPORARY until the stores contract lands: replaced by mocks/db/stores.ts. */
export function storeDebtorOf(_storeId: string): { legalName: string; iban: string; bic?: string } | undefined {
  return undefined;
}

import type { StoreDebtor } from './logic';

/**
 * The store's financial details (the SEPA debtor) when the user may read them; `undefined`
 * otherwise (the export's server check then stands). TEMPORARY until the stores contract lands.
 */
export function useStoreDebtor(_storeId: string | undefined): StoreDebtor | null | undefined {
  return undefined;
}

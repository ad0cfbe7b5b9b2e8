import { useGetStoreFinancialDetailsQuery } from '../api';
import { FinancialDetailsForm } from '../components/FinancialDetailsForm';
import { StoreDetailsFrame } from '../components/StoreDetailsFrame';

/** `/store/financial-details` (stores.write): the SEPA debtor data of the chosen store. */
export function StoreFinancialDetailsPage() {
  return (
    <StoreDetailsFrame title="Store financial details" fetchFailed="Failed to fetch financial details" useDetails={useGetStoreFinancialDetailsQuery}>
      {(storeId, details) => <FinancialDetailsForm key={storeId} storeId={storeId} details={details} />}
    </StoreDetailsFrame>
  );
}

import { skipToken } from '@reduxjs/toolkit/query/react';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { useGetStoreFinancialDetailsQuery } from '../api';
import { FinancialDetailsForm } from '../components/FinancialDetailsForm';
import { StorePicker, useStorePicker } from '../components/StorePicker';

const FETCH_FAILED = 'Failed to fetch financial details';

/** `/store/financial-details` (stores.write): the SEPA debtor data of the chosen store. */
export function StoreFinancialDetailsPage() {
  const picker = useStorePicker();
  const query = useGetStoreFinancialDetailsQuery(picker.storeId ? { storeId: picker.storeId } : skipToken);
  return (
    <>
      <PageHeader title="Store financial details" />
      <StorePicker storeId={picker.storeId} choices={picker.choices} onChange={picker.setStoreId} />
      <QueryState
        isLoading={query.isLoading || query.isFetching}
        error={query.error}
        errorMessage={FETCH_FAILED}
        onRetry={() => void query.refetch()}
        isEmpty={!picker.storeId}
        empty="You manage no store yet."
        rows={6}
      >
        {query.data && picker.storeId && <FinancialDetailsForm key={picker.storeId} storeId={picker.storeId} details={query.data} />}
      </QueryState>
    </>
  );
}

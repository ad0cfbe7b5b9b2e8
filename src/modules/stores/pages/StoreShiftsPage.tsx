import { skipToken } from '@reduxjs/toolkit/query/react';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { useGetStoreShiftDetailsQuery, useGetStoresQuery } from '../api';
import { ShiftDetailsForm } from '../components/ShiftDetailsForm';
import { StorePicker, useStorePicker } from '../components/StorePicker';

const FETCH_FAILED = 'Failed to fetch shift details';

/** `/store/shifts` (stores.write): what the shift planner and generator read for a store. */
export function StoreShiftsPage() {
  const picker = useStorePicker();
  const query = useGetStoreShiftDetailsQuery(picker.storeId ? { storeId: picker.storeId } : skipToken);
  const stores = useGetStoresQuery();
  const storeZone = stores.data?.find((s) => s.id === picker.storeId)?.timeZone || 'Europe/Berlin';
  return (
    <>
      <PageHeader title="Store shift details" />
      <StorePicker storeId={picker.storeId} choices={picker.choices} onChange={picker.setStoreId} />
      <QueryState
        isLoading={query.isLoading || query.isFetching}
        error={query.error}
        errorMessage={FETCH_FAILED}
        onRetry={() => void query.refetch()}
        isEmpty={!picker.storeId}
        empty="You manage no store yet."
        rows={8}
      >
        {query.data && picker.storeId && (
          <ShiftDetailsForm key={picker.storeId} storeId={picker.storeId} details={query.data} fallbackTimeZone={storeZone} />
        )}
      </QueryState>
    </>
  );
}

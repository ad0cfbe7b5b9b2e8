import { useLingui } from '@lingui/react/macro';
import { STORE_MESSAGES } from '../messages';
import type { StoreShiftDetails } from '../types';
import { useGetStoreShiftDetailsQuery, useGetStoresQuery } from '../api';
import { ShiftDetailsForm } from '../components/ShiftDetailsForm';
import { StoreDetailsFrame } from '../components/StoreDetailsFrame';

/** `/store/shifts` (stores.write): what the shift planner and generator read for a store. */
export function StoreShiftsPage() {
  const stores = useGetStoresQuery();
  const { t } = useLingui();
  const zoneOf = (storeId: string) => stores.data?.find((s) => s.id === storeId)?.timeZone || 'Europe/Berlin';
  return (
    <StoreDetailsFrame<StoreShiftDetails>
      title={t`Store shift details`}
      fetchFailed={STORE_MESSAGES.fetchShiftDetails}
      useDetails={useGetStoreShiftDetailsQuery}
    >
      {(storeId, details) => <ShiftDetailsForm key={storeId} storeId={storeId} details={details} fallbackTimeZone={zoneOf(storeId)} />}
    </StoreDetailsFrame>
  );
}

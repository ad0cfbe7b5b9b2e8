import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useGetInventoryItemQuery } from '../api';
import { ItemForm } from '../components/ItemForm';

/** `/inventory/new` and `/inventory/:inventoryId`: create or edit an item (inventory.write). */
export function InventoryEditPage() {
  const { inventoryId } = useParams();
  const storeId = useAppSelector(selectCurrentStoreId) ?? '';
  const isNew = !inventoryId;
  const { data, isLoading, error, refetch } = useGetInventoryItemQuery(
    { storeId, id: inventoryId ?? '' },
    { skip: isNew || !storeId },
  );
  return (
    <>
      <PageHeader title={isNew ? 'New inventory item' : (data?.name ?? 'Inventory item')} />
      {isNew ? (
        <ItemForm key={`new:${storeId}`} storeId={storeId} item={null} />
      ) : (
        <QueryState isLoading={isLoading} error={error} errorMessage={MESSAGES.inventory.fetch} onRetry={() => void refetch()}>
          {data && <ItemForm key={`${storeId}:${data.id}`} storeId={storeId} item={data} />}
        </QueryState>
      )}
    </>
  );
}

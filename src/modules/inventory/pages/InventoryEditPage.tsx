import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { INVENTORY_MESSAGES } from '../messages';
import { selectCurrentStoreId } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetInventoryItemQuery } from '../api';
import { ItemDetails } from '../components/ItemDetails';
import { ItemForm } from '../components/ItemForm';

/**
 * `/inventory/new` (inventory.write) creates an item; `/inventory/:inventoryId` (inventory.read)
 * edits it with inventory.write and shows it read-only without.
 */
export function InventoryEditPage() {
  const { t } = useLingui();
  const { inventoryId } = useParams();
  const storeId = useAppSelector(selectCurrentStoreId) ?? '';
  const isNew = !inventoryId;
  const canWrite = useCan('inventory.write');
  const { data, isLoading, error, refetch } = useGetInventoryItemQuery({ storeId, id: inventoryId ?? '' }, { skip: isNew || !storeId });
  return (
    <>
      <PageHeader title={isNew ? t`New inventory item` : (data?.name ?? t`Inventory item`)} />
      {isNew ? (
        <ItemForm key={`new:${storeId}`} storeId={storeId} item={null} />
      ) : (
        <QueryState isLoading={isLoading} error={error} errorMessage={INVENTORY_MESSAGES.fetch} onRetry={() => void refetch()}>
          {data && (canWrite ? <ItemForm key={`${storeId}:${data.id}`} storeId={storeId} item={data} /> : <ItemDetails item={data} />)}
        </QueryState>
      )}
    </>
  );
}

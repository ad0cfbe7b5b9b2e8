import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { useSupplierNames } from '@/modules/suppliers/api';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetProductQuery } from '../api';
import { ProductDetails } from '../components/ProductDetails';
import { ProductForm } from '../components/ProductForm';

/** `/product` (new, `?supplierId=` preselects) and `/product/:productId` (read-only without products.write), in the current store. */
export function ProductEditPage() {
  const { productId } = useParams();
  const [params] = useSearchParams();
  const store = useAppSelector(selectCurrentStore);
  const query = useGetProductQuery(productId && store ? { id: productId, storeId: store.id } : skipToken);
  const canWrite = useCan(PERMISSIONS.productsWrite);
  const { nameOf } = useSupplierNames();
  const back = (
    <LinkButton to={PATHS.products} variant="outline-secondary">
      All products
    </LinkButton>
  );
  if (!store) return null;

  if (!productId) {
    return (
      <>
        <PageHeader title="New product" actions={back} />
        <ProductForm key={`new-${store.id}`} storeId={store.id} storeName={store.name} supplierId={params.get('supplierId') ?? ''} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={query.data?.name ?? 'Product'} actions={back} />
      <QueryState
        isLoading={query.isLoading || (query.isFetching && !query.data)}
        error={query.error}
        errorMessage={MESSAGES.products.fetch}
        onRetry={() => void query.refetch()}
        rows={8}
      >
        {query.data &&
          (canWrite ? (
            <ProductForm key={`${query.data.id}-${store.id}`} storeId={store.id} storeName={store.name} product={query.data} />
          ) : (
            <ProductDetails product={query.data} supplierName={nameOf(query.data.supplierId)} />
          ))}
      </QueryState>
    </>
  );
}

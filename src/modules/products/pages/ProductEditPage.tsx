import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useGetProductQuery } from '../api';
import { ProductForm } from '../components/ProductForm';

/** `/product` (new, `?supplierId=` preselects) and `/product/:productId`, in the current store. */
export function ProductEditPage() {
  const { productId } = useParams();
  const [params] = useSearchParams();
  const store = useAppSelector(selectCurrentStore);
  const query = useGetProductQuery(productId && store ? { id: productId, storeId: store.id } : skipToken);
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
        {query.data && (
          <ProductForm key={`${query.data.id}-${store.id}`} storeId={store.id} storeName={store.name} product={query.data} />
        )}
      </QueryState>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { DetailList } from '@/components/DetailList';
import { EditPage } from '@/components/form/EditPage';
import { PRODUCT_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { useSupplierNames } from '@/modules/suppliers';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetProductQuery } from '../api';
import { productDetails } from '../components/ProductDetails';
import { ProductForm } from '../components/ProductForm';

/** `/product` (new, `?supplierId=` preselects) and `/product/:productId` (read-only without products.write), in the current store. */
export function ProductEditPage() {
  const { productId } = useParams();
  const [params] = useSearchParams();
  const store = useAppSelector(selectCurrentStore);
  const query = useGetProductQuery(productId && store ? { id: productId, storeId: store.id } : skipToken);
  const canWrite = useCan('products.write');
  const { nameOf } = useSupplierNames();
  const { t } = useLingui();
  if (!store) return null;

  return (
    <EditPage
      id={productId}
      // Also loading while another product or store is fetched and nothing is shown yet.
      query={{ ...query, isLoading: query.isLoading || (query.isFetching && !query.data) }}
      create={<ProductForm key={`new-${store.id}`} storeId={store.id} storeName={store.name} supplierId={params.get('supplierId') ?? ''} />}
      listPath={PATHS.products}
      errorMessage={PRODUCT_MESSAGES.fetch}
    >
      {(product) =>
        canWrite ? (
          <ProductForm key={`${product.id}-${store.id}`} storeId={store.id} storeName={store.name} product={product} />
        ) : (
          <DetailList title={t`Product details`} items={productDetails(product, nameOf(product.supplierId))} />
        )
      }
    </EditPage>
  );
}

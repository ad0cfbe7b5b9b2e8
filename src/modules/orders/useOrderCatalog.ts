import { useMemo } from 'react';
import { useGetProductsBySupplierQuery } from '@/modules/products';
import { useGetSuppliersQuery } from '@/modules/suppliers';

/**
 * The suppliers and the chosen supplier's products of the order's store, as far as the user may
 * read them (the hooks skip without the permission): without them a line shows its product id.
 */
export function useOrderCatalog(supplierId: string, storeId: string) {
  const suppliers = useGetSuppliersQuery();
  const products = useGetProductsBySupplierQuery({ supplierId, storeId }, { skip: !supplierId || !storeId });
  const byId = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, p])), [products.data]);
  return {
    suppliers: suppliers.data ?? [],
    supplier: suppliers.data?.find((s) => s.id === supplierId),
    products: { data: products.data ?? [], loading: products.isFetching, error: products.error },
    byId,
    nameOf: (productId: string) => byId.get(productId)?.name ?? productId,
  };
}

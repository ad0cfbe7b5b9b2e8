import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { sortRows, type Column } from '@/components/DataTable';
import { FilterBar, SearchFilter, SelectFilter, textOptions } from '@/components/list/Filters';
import { ListActions } from '@/components/list/ListActions';
import { countOf } from '@/components/list/ListCard';
import { ListTable, type ListTexts } from '@/components/list/ListTable';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { PageHeader } from '@/components/PageHeader';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { downloadCsv } from '@/lib/download';
import { formatMoney } from '@/lib/format';
import { useSupplierNames } from '@/modules/suppliers';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useGetProductsQuery } from '../api';
import { ProductStatusBadge } from '../components/ProductStatusBadge';
import { categoriesOf, filterProducts, packLabel, referencePrice } from '../logic';
import type { Product } from '../types';

const PAGE_SIZE = 25;
const VIEW = listDefaults({ supplierId: '', category: '', state: 'active' }, 'name');
const TEXTS: Omit<ListTexts, 'caption'> = {
  error: MESSAGES.products.fetch,
  empty: 'No products in this store yet.',
  noMatch: 'No products match these filters.',
  pages: 'Product pages',
};
const STATE_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];
const isState = (s: string) => s === 'inactive' || s === 'all';

export function ProductListPage() {
  const store = useAppSelector(selectCurrentStore);
  const view = useListView(VIEW);
  const { filters } = view;

  const query = useGetProductsQuery(store ? { storeId: store.id } : skipToken);
  const { nameOf, optionsFor } = useSupplierNames();

  const columns = useMemo<Column<Product>[]>(
    () => [
      { key: 'name', header: 'Name', sortValue: (p) => p.name, cell: (p) => <Link to={PATHS.product(p.id)}>{p.name}</Link> },
      { key: 'sku', header: 'SKU', sortValue: (p) => p.sku, cell: (p) => p.sku || '—', hideBelow: 'lg' },
      { key: 'category', header: 'Category', sortValue: (p) => p.category, cell: (p) => p.category, hideBelow: 'xl' },
      { key: 'supplier', header: 'Supplier', sortValue: (p) => nameOf(p.supplierId), cell: (p) => nameOf(p.supplierId) },
      { key: 'pack', header: 'Pack', cell: packLabel, hideBelow: 'xxl' },
      {
        key: 'price',
        header: 'Price',
        align: 'end',
        sortValue: (p) => p.unitPrice,
        cell: (p) => `${formatMoney(p.unitPrice, p.currency)} / ${p.purchaseUnit}`,
      },
      {
        key: 'unitPrice',
        header: 'Per unit',
        align: 'end',
        sortValue: (p) => referencePrice(p.unitPrice, p.packSize, p.baseUnit)?.amount,
        cell: (p) => {
          const ref = referencePrice(p.unitPrice, p.packSize, p.baseUnit);
          return ref ? `${formatMoney(ref.amount, p.currency)} / ${ref.unit}` : '—';
        },
        hideBelow: 'xl',
      },
      { key: 'status', header: 'Status', sortValue: (p) => (p.active ? 0 : 1), cell: (p) => <ProductStatusBadge active={p.active} /> },
    ],
    [nameOf],
  );

  const products = query.data;
  const categories = useMemo(() => textOptions(categoriesOf(products ?? [])), [products]);
  const shown = useMemo(
    () => filterProducts(products ?? [], { ...filters, q: view.q, state: isState(filters.state) ? filters.state : 'active' }),
    [products, filters, view.q],
  );

  const exportCsv = () =>
    downloadCsv(`products-${store?.id ?? 'store'}.csv`, sortRows(shown, columns, view.sort), [
      { header: 'Name', value: (p: Product) => p.name },
      { header: 'SKU', value: (p: Product) => p.sku },
      { header: 'Category', value: (p: Product) => p.category },
      { header: 'Supplier', value: (p: Product) => nameOf(p.supplierId) },
      { header: 'Supplier SKU', value: (p: Product) => p.supplierSku },
      { header: 'Purchase unit', value: (p: Product) => p.purchaseUnit },
      { header: 'Pack size', value: (p: Product) => p.packSize },
      { header: 'Base unit', value: (p: Product) => p.baseUnit },
      { header: 'Price', value: (p: Product) => p.unitPrice },
      { header: 'Currency', value: (p: Product) => p.currency },
      { header: 'VAT %', value: (p: Product) => p.vatRate },
      { header: 'Active', value: (p: Product) => (p.active ? 'yes' : 'no') },
    ]);

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <ListActions
            onExport={exportCsv}
            exportDisabled={shown.length === 0}
            newTo={PATHS.productNew}
            newLabel="New product"
            permission={PERMISSIONS.productsWrite}
          />
        }
      >
        {store && <p className="text-body-secondary mb-0">{store.name}</p>}
      </PageHeader>
      <ListTable
        view={view}
        query={{ ...query, isLoading: query.isLoading || (query.isFetching && !query.data) }}
        texts={{ ...TEXTS, caption: `Products in ${store?.name ?? 'this store'}` }}
        rows={shown}
        columns={columns}
        pageSize={PAGE_SIZE}
        summary={({ page, pages }) => `${countOf(shown.length, 'product')} · page ${page} of ${pages}`}
      >
        <FilterBar label="Filter products" search columns="col-md-6 col-xl-3">
          <SearchFilter label="Search products" className="col-md-6 col-xl-4" placeholder="Name, SKU, barcode…" {...view.search} />
          <SelectFilter
            label="Supplier"
            anyLabel="All suppliers"
            options={optionsFor((products ?? []).map((p) => p.supplierId))}
            {...view.filter('supplierId')}
          />
          <SelectFilter label="Category" anyLabel="All categories" options={categories} {...view.filter('category')} />
          <SelectFilter label="Show" className="col-md-6 col-xl-2" options={STATE_OPTIONS} {...view.filter('state')} />
        </FilterBar>
      </ListTable>
    </>
  );
}

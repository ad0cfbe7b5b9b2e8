import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DataTable, sortRows, type Column, type SortState } from '@/components/DataTable';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { TIMINGS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { downloadCsv } from '@/lib/download';
import { formatMoney, formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { Can, useCan } from '@/session/useCan';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { useGetProductsQuery } from '../api';
import { Pager } from '@/components/Pager';
import { ProductStatusBadge } from '../components/ProductStatusBadge';
import { categoriesOf, filterProducts, referencePrice, type ProductFilter } from '../logic';
import type { Product } from '../types';

export const PAGE_SIZE = 25;
const DEFAULT_SORT: SortState = { key: 'name', direction: 'asc' };

/** The list view in the URL (`?q=&supplierId=&category=&state=&sort=&page=`). */
function readView(params: URLSearchParams) {
  const stateParam = params.get('state');
  const state: NonNullable<ProductFilter['state']> = stateParam === 'inactive' || stateParam === 'all' ? stateParam : 'active';
  const [key, direction] = (params.get('sort') ?? '').split(':');
  const sort: SortState = key && (direction === 'asc' || direction === 'desc') ? { key, direction } : DEFAULT_SORT;
  return {
    q: params.get('q') ?? '',
    supplierId: params.get('supplierId') ?? '',
    category: params.get('category') ?? '',
    state,
    sort,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}
type View = ReturnType<typeof readView>;

function writeView(view: View): URLSearchParams {
  const p = new URLSearchParams();
  if (view.q.trim()) p.set('q', view.q.trim());
  if (view.supplierId) p.set('supplierId', view.supplierId);
  if (view.category) p.set('category', view.category);
  if (view.state !== 'active') p.set('state', view.state);
  if (view.sort && (view.sort.key !== 'name' || view.sort.direction !== 'asc')) p.set('sort', `${view.sort.key}:${view.sort.direction}`);
  if (view.page > 1) p.set('page', String(view.page));
  return p;
}

export function packLabel(p: Pick<Product, 'purchaseUnit' | 'packSize' | 'baseUnit'>): string {
  return `${p.purchaseUnit} of ${formatNumber(p.packSize)} ${p.baseUnit}`;
}

export function ProductListPage() {
  const store = useAppSelector(selectCurrentStore);
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const canWrite = useCan(PERMISSIONS.productsWrite);
  const canReadSuppliers = useCan(PERMISSIONS.suppliersRead);

  const query = useGetProductsQuery(store ? { storeId: store.id } : skipToken);
  const suppliers = useGetSuppliersQuery(undefined, { skip: !canReadSuppliers });
  const supplierName = useMemo(() => new Map((suppliers.data ?? []).map((s) => [s.id, s.name])), [suppliers.data]);

  const update = (patch: Partial<View>) => setParams(writeView({ ...view, page: 1, ...patch }), { replace: true });

  const [text, setText] = useState(view.q);
  const debounced = useDebouncedValue(text, TIMINGS.searchDebounceMs);
  // A new query from outside (a link, the quick search) replaces what the box shows.
  const [urlQ, setUrlQ] = useState(view.q);
  if (view.q !== urlQ) {
    setUrlQ(view.q);
    if (view.q !== debounced.trim()) setText(view.q);
  }
  useEffect(() => {
    if (debounced.trim() !== view.q) update({ q: debounced });
    // Only the debounced text drives this; the rest of the view is read fresh from the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [debounced]);

  const columns = useMemo<Column<Product>[]>(
    () => [
      {
        key: 'name',
        header: 'Name',
        sortValue: (p) => p.name,
        cell: (p) => (canWrite ? <Link to={PATHS.product(p.id)}>{p.name}</Link> : p.name),
      },
      { key: 'sku', header: 'SKU', sortValue: (p) => p.sku, cell: (p) => p.sku || '—' },
      { key: 'category', header: 'Category', sortValue: (p) => p.category, cell: (p) => p.category },
      {
        key: 'supplier',
        header: 'Supplier',
        sortValue: (p) => supplierName.get(p.supplierId) ?? p.supplierId,
        cell: (p) => supplierName.get(p.supplierId) ?? p.supplierId,
      },
      { key: 'pack', header: 'Pack', cell: packLabel },
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
      },
      { key: 'status', header: 'Status', sortValue: (p) => (p.active ? 0 : 1), cell: (p) => <ProductStatusBadge active={p.active} /> },
    ],
    [canWrite, supplierName],
  );

  const products = query.data;
  const categories = useMemo(() => categoriesOf(products ?? []), [products]);
  const supplierOptions = useMemo(() => {
    const ids = new Set((products ?? []).map((p) => p.supplierId));
    return [...ids].map((id) => ({ id, name: supplierName.get(id) ?? id })).sort((a, b) => a.name.localeCompare(b.name));
  }, [products, supplierName]);

  const shown = useMemo(
    () => sortRows(filterProducts(products ?? [], view), columns, view.sort),
    // `view` is rebuilt each render; its parts are the real inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [products, columns, view.q, view.supplierId, view.category, view.state, view.sort?.key, view.sort?.direction],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const page = Math.min(view.page, pages);
  const pageRows = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const exportCsv = () =>
    downloadCsv(`products-${store?.id ?? 'store'}.csv`, shown, [
      { header: 'Name', value: (p: Product) => p.name },
      { header: 'SKU', value: (p: Product) => p.sku },
      { header: 'Category', value: (p: Product) => p.category },
      { header: 'Supplier', value: (p: Product) => supplierName.get(p.supplierId) ?? p.supplierId },
      { header: 'Supplier SKU', value: (p: Product) => p.supplierSku },
      { header: 'Purchase unit', value: (p: Product) => p.purchaseUnit },
      { header: 'Pack size', value: (p: Product) => p.packSize },
      { header: 'Base unit', value: (p: Product) => p.baseUnit },
      { header: 'Price', value: (p: Product) => p.unitPrice },
      { header: 'Currency', value: (p: Product) => p.currency },
      { header: 'VAT %', value: (p: Product) => p.vatRate },
      { header: 'Active', value: (p: Product) => (p.active ? 'yes' : 'no') },
    ]);

  const filtered = Boolean(view.q || view.supplierId || view.category || view.state !== 'active');

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <Button variant="outline-secondary" onClick={exportCsv} disabled={shown.length === 0}>
              Export CSV
            </Button>
            <Can permission={PERMISSIONS.productsWrite}>
              <LinkButton to={PATHS.productNew}>New product</LinkButton>
            </Can>
          </>
        }
      >
        {store && <p className="text-body-secondary mb-0">{store.name}</p>}
      </PageHeader>
      <Card>
        <Card.Body>
          <Form className="row g-2 mb-3" role="search" onSubmit={(e) => e.preventDefault()}>
            <div className="col-md-6 col-xl-4">
              <Form.Label htmlFor="product-search">Search products</Form.Label>
              <Form.Control
                id="product-search"
                type="search"
                value={text}
                placeholder="Name, SKU, barcode…"
                onChange={(e) => setText(e.target.value)}
              />
            </div>
            <div className="col-md-6 col-xl-3">
              <Form.Label htmlFor="product-supplier">Supplier</Form.Label>
              <Form.Select id="product-supplier" value={view.supplierId} onChange={(e) => update({ supplierId: e.target.value })}>
                <option value="">All suppliers</option>
                {supplierOptions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-md-6 col-xl-3">
              <Form.Label htmlFor="product-category">Category</Form.Label>
              <Form.Select id="product-category" value={view.category} onChange={(e) => update({ category: e.target.value })}>
                <option value="">All categories</option>
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-md-6 col-xl-2">
              <Form.Label htmlFor="product-state">Show</Form.Label>
              <Form.Select
                id="product-state"
                value={view.state}
                onChange={(e) => update({ state: e.target.value as View['state'] })}
              >
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
                <option value="all">All</option>
              </Form.Select>
            </div>
          </Form>
          <QueryState
            isLoading={query.isLoading || (query.isFetching && !query.data)}
            error={query.error}
            errorMessage={MESSAGES.products.fetch}
            onRetry={() => void query.refetch()}
            isEmpty={shown.length === 0}
            empty={filtered ? 'No products match these filters.' : 'No products in this store yet.'}
          >
            <DataTable
              caption={`Products in ${store?.name ?? 'this store'}`}
              rows={pageRows}
              columns={columns}
              rowKey={(p) => p.id}
              sort={view.sort}
              onSortChange={(sort) => update({ sort })}
            />
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
              <span className="text-body-secondary small" aria-live="polite">
                {shown.length} product{shown.length === 1 ? '' : 's'} · page {page} of {pages}
              </span>
              <Pager page={page} pages={pages} onPage={(n) => update({ page: n })} label="Product pages" />
            </div>
          </QueryState>
        </Card.Body>
      </Card>
    </>
  );
}

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useAppSelector } from '@/lib/storeHooks';
import { sortRows } from '@/components/DataTable';
import { FilterBar, SearchFilter, SelectFilter, textOptions } from '@/components/list/Filters';
import { ListActions } from '@/components/list/ListActions';
import { ListTable, type ListTexts } from '@/components/list/ListTable';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { PageHeader } from '@/components/PageHeader';
import { PRODUCT_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { currentCsvFormat, downloadCsvText, toLocaleCsv } from '@/lib/download';
import { useSupplierNames } from '@/modules/suppliers';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useGetProductsQuery } from '../api';
import { productCsvColumns, useProductColumns } from '../components/productColumns';
import { categoriesOf, filterProducts } from '../logic';

const PAGE_SIZE = 25;
const VIEW = listDefaults({ supplierId: '', category: '', state: 'active' }, 'name');
const isState = (s: string) => s === 'inactive' || s === 'all';

export function ProductListPage() {
  const store = useAppSelector(selectCurrentStore);
  const view = useListView(VIEW);
  const { filters } = view;

  const query = useGetProductsQuery(store ? { storeId: store.id } : skipToken);
  const { nameOf, optionsFor } = useSupplierNames();

  const { t } = useLingui();
  const columns = useProductColumns(nameOf);
  const storeName = store?.name;
  const texts: ListTexts = {
    caption: storeName ? t`Products in ${storeName}` : t`Products in this store`,
    error: PRODUCT_MESSAGES.fetch,
    empty: t`No products in this store yet.`,
    noMatch: t`No products match these filters.`,
    pages: t`Product pages`,
  };
  const stateOptions = [
    { value: 'active', label: t`Active` },
    { value: 'inactive', label: t`Inactive` },
    { value: 'all', label: t`All` },
  ];

  const products = query.data;
  const categories = useMemo(() => textOptions(categoriesOf(products ?? [])), [products]);
  const shown = useMemo(
    () => filterProducts(products ?? [], { ...filters, q: view.q, state: isState(filters.state) ? filters.state : 'active' }),
    [products, filters, view.q],
  );

  const shownCount = shown.length;
  const exportCsv = () => {
    const format = currentCsvFormat();
    const csv = toLocaleCsv(sortRows(shown, columns, view.sort), productCsvColumns(nameOf, format), format);
    downloadCsvText(`products-${store?.id ?? 'store'}.csv`, csv);
  };

  return (
    <>
      <PageHeader
        title={t`Products`}
        actions={
          <ListActions
            onExport={exportCsv}
            exportDisabled={shown.length === 0}
            newTo={PATHS.productNew}
            newLabel={t`New product`}
            permission={'products.write'}
          />
        }
      >
        {store && <p className="text-body-secondary mb-0">{store.name}</p>}
      </PageHeader>
      <ListTable
        view={view}
        query={{ ...query, isLoading: query.isLoading || (query.isFetching && !query.data) }}
        texts={texts}
        rows={shown}
        columns={columns}
        pageSize={PAGE_SIZE}
        summary={({ page, pages }) => {
          const count = plural(shownCount, { one: '# product', other: '# products' });
          return t`${count} · page ${page} of ${pages}`;
        }}
      >
        <FilterBar label={t`Filter products`} search columns="col-md-6 col-xl-3">
          <SearchFilter label={t`Search products`} className="col-md-6 col-xl-4" placeholder={t`Name, SKU, barcode…`} {...view.search} />
          <SelectFilter
            label={t`Supplier`}
            anyLabel={t`All suppliers`}
            options={optionsFor((products ?? []).map((p) => p.supplierId))}
            {...view.filter('supplierId')}
          />
          <SelectFilter label={t`Category`} anyLabel={t`All categories`} options={categories} {...view.filter('category')} />
          <SelectFilter label={t`Show`} className="col-md-6 col-xl-2" options={stateOptions} {...view.filter('state')} />
        </FilterBar>
      </ListTable>
    </>
  );
}

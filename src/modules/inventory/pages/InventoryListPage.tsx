import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { DataTable, sortRows } from '@/components/DataTable';
import { textOptions } from '@/components/list/Filters';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { ViewLink } from '@/components/list/ListActions';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { INVENTORY_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { compareText, formatMoney, formatNumber, sumMoney, todayIso } from '@/lib/format';
import { searchIndex } from '@/lib/normalise';
import { useSupplierNames } from '@/modules/suppliers';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetInventoryItemsQuery } from '../api';
import { InventoryFilterBar, type InventoryListFilters } from '../components/InventoryFilterBar';
import { InventoryHistoryPanel } from '../components/InventoryHistoryPanel';
import { useInventoryColumns } from '../components/inventoryColumns';
import { storageAreaLabel } from '../storageAreas';
import { filterRows, toRows } from '../inventoryList';
import { STOCK_STATES, type StockState } from '../types';

const VIEW = listDefaults<InventoryListFilters>({ category: '', storageArea: '', supplierId: '', state: '', active: '1' }, 'name');
const isStockState = (s: string): s is StockState => (STOCK_STATES as readonly string[]).includes(s);
const uniqueSorted = (values: Iterable<string>) => {
  return [...new Set(values)].filter(Boolean).sort(compareText);
};

/** `/inventory`: every item of the current store with its stock state, and the history by date. */
export function InventoryListPage() {
  const store = useAppSelector(selectCurrentStore);
  const { t } = useLingui();
  const storeId = store?.id ?? '';
  const canWrite = useCan('inventory.write');
  const view = useListView(VIEW);
  const { filters } = view;
  const [params, setParams] = useSearchParams();
  const tab = params.get('view') === 'history' ? 'history' : 'items';
  const date = params.get('date') ?? todayIso();
  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const query = useGetInventoryItemsQuery({ storeId }, { skip: !storeId });
  const data = query.data;
  const { nameOf, optionsFor } = useSupplierNames();

  const columns = useInventoryColumns(nameOf);

  // Sorted once per list and sort; the search and filters then keep the order, so a keystroke never re-sorts.
  const rows = useMemo(() => toRows(data ?? []), [data]);
  const search = useMemo(() => searchIndex(sortRows(rows, columns, view.sort), (r) => r.haystack), [rows, columns, view.sort]);
  const visible = useMemo(
    () =>
      filterRows(search(view.q), {
        ...filters,
        search: '',
        state: isStockState(filters.state) ? filters.state : '',
        activeOnly: filters.active === '1',
      }),
    [search, view.q, filters],
  );
  const lists = useMemo(
    () => ({
      categories: textOptions(uniqueSorted((data ?? []).map((i) => i.category))),
      suppliers: optionsFor((data ?? []).map((i) => i.supplierId)),
    }),
    [data, optionsFor],
  );
  const areaValues = useMemo(() => uniqueSorted((data ?? []).map((i) => i.storageArea)), [data]);
  // The areas by the names shown, not the stored English names (German "Tiefkühler" for "Freezer"):
  // named in render, so a language switch renames and re-sorts them.
  const areas = areaValues.map((a) => ({ value: a, label: storageAreaLabel(a) })).sort((a, b) => compareText(a.label, b.label));
  const options = { ...lists, areas };
  const totalValue = useMemo(() => sumMoney(visible.map((r) => r.value)), [visible]);
  const shownCount = formatNumber(visible.length);
  const totalCount = formatNumber(rows.length);
  const shownValue = formatMoney(totalValue);

  return (
    <>
      <PageHeader
        title={t`Inventory`}
        actions={
          <>
            <ViewLink to={PATHS.inventoryAnalysis}>
              <Trans>Analysis</Trans>
            </ViewLink>
            {canWrite && (
              <>
                <LinkButton to={PATHS.inventoryPatch} variant="outline-primary">
                  <Trans>Count stock</Trans>
                </LinkButton>
                <LinkButton to={PATHS.inventoryNew}>
                  <Trans>New item</Trans>
                </LinkButton>
              </>
            )}
          </>
        }
      >
        <p className="text-body-secondary mb-0">{store?.name}</p>
      </PageHeader>
      <Tabs
        activeKey={tab}
        onSelect={(key) => setParam('view', key === 'history' ? 'history' : null)}
        id="inventory-views"
        className="mb-3"
        mountOnEnter
      >
        <Tab eventKey="items" title={t`Items`}>
          <QueryState
            query={query}
            errorMessage={INVENTORY_MESSAGES.fetch}
            isEmpty={data?.length === 0}
            empty={
              <>
                <Trans>No inventory items in this store yet.</Trans>{' '}
                {canWrite && (
                  <LinkButton to={PATHS.inventoryNew} variant="link">
                    <Trans>Add the first item</Trans>
                  </LinkButton>
                )}
              </>
            }
          >
            <InventoryFilterBar view={view} options={options} />
            <p role="status" aria-live="polite" className="text-body-secondary small mb-2">
              {t`${shownCount} of ${totalCount} items · value ${shownValue}`}
            </p>
            {visible.length === 0 ? (
              <div className="text-center text-body-secondary border rounded py-5">
                <Trans>No items match these filters.</Trans>
              </div>
            ) : (
              <DataTable
                caption={t`Inventory items`}
                rows={visible}
                columns={columns}
                rowKey={(r) => r.item.id}
                {...view.tableSort}
                virtual={{ rowHeight: 45 }}
                presorted
              />
            )}
          </QueryState>
        </Tab>
        <Tab eventKey="history" title={t`History by date`}>
          {storeId && <InventoryHistoryPanel storeId={storeId} date={date} onDateChange={(value) => setParam('date', value)} />}
        </Tab>
      </Tabs>
    </>
  );
}

import { useMemo } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DataTable, sortRows, type Column } from '@/components/DataTable';
import { CheckFilter, FilterBar, SearchFilter, SelectFilter, textOptions } from '@/components/list/Filters';
import { listDefaults } from '@/components/list/listView';
import { useListView } from '@/components/list/useListView';
import { ViewLink } from '@/components/list/ListActions';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatDateTime, formatMoney, formatNumber, sumMoney, todayIso } from '@/lib/format';
import { searchIndex } from '@/lib/normalise';
import { useSupplierNames } from '@/modules/suppliers';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetInventoryItemsQuery } from '../api';
import { InventoryHistoryPanel } from '../components/InventoryHistoryPanel';
import { filterRows, toRows, type InventoryRow } from '../inventoryList';
import { STOCK_STATE_LABELS } from '../stockLevels';
import { STOCK_STATES, type StockState } from '../types';

const VIEW = listDefaults({ category: '', storageArea: '', supplierId: '', state: '', active: '1' }, 'name');
const STATE_OPTIONS = STOCK_STATES.map((s) => ({ value: s, label: STOCK_STATE_LABELS[s] }));
const STATE_RANK: Record<StockState, number> = { out: 0, low: 1, ok: 2 };
const STATE_BADGE: Record<StockState, string> = {
  ok: 'bg-success-subtle text-success-emphasis',
  low: 'bg-warning-subtle text-warning-emphasis',
  out: 'bg-danger-subtle text-danger-emphasis',
};
const isStockState = (s: string): s is StockState => (STOCK_STATES as readonly string[]).includes(s);
const uniqueSorted = (values: Iterable<string>) => [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b));

/** `/inventory`: every item of the current store with its stock state, and the history by date. */
export function InventoryListPage() {
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const canWrite = useCan(PERMISSIONS.inventoryWrite);
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

  const columns = useMemo<Column<InventoryRow>[]>(
    () => [
      {
        key: 'name',
        header: 'Name',
        sortValue: (r) => r.item.name,
        cell: ({ item }) => (
          <>
            <Link to={PATHS.inventoryItem(item.id)}>{item.name}</Link>
            {!item.active && <span className="ms-2 small text-body-secondary">(inactive)</span>}
          </>
        ),
      },
      { key: 'category', header: 'Category', sortValue: (r) => r.item.category, cell: (r) => r.item.category, hideBelow: 'xxl' },
      { key: 'storageArea', header: 'Storage area', sortValue: (r) => r.item.storageArea, cell: (r) => r.item.storageArea, hideBelow: 'lg' },
      { key: 'supplier', header: 'Supplier', cell: (r) => nameOf(r.item.supplierId), hideBelow: 'xxl' },
      { key: 'amount', header: 'Amount', align: 'end', sortValue: (r) => r.item.amount, cell: (r) => `${formatNumber(r.item.amount)} ${r.item.unit}` },
      { key: 'par', header: 'Min / par', align: 'end', cell: (r) => `${formatNumber(r.item.minAmount)} / ${formatNumber(r.item.parLevel)}`, hideBelow: 'xl' },
      {
        key: 'state',
        header: 'State',
        sortValue: (r) => (r.state ? STATE_RANK[r.state] : undefined),
        cell: (r) => (r.state ? <span className={`badge ${STATE_BADGE[r.state]}`}>{STOCK_STATE_LABELS[r.state]}</span> : '—'),
      },
      { key: 'value', header: 'Value', align: 'end', sortValue: (r) => r.value, cell: (r) => formatMoney(r.value), hideBelow: 'md' },
      {
        key: 'lastCountedAt',
        header: 'Last counted',
        sortValue: (r) => r.item.lastCountedAt ?? '',
        cell: (r) => (r.item.lastCountedAt ? formatDateTime(r.item.lastCountedAt) : 'Never'),
        hideBelow: 'lg',
      },
    ],
    [nameOf],
  );

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
  const options = useMemo(
    () => ({
      categories: textOptions(uniqueSorted((data ?? []).map((i) => i.category))),
      areas: textOptions(uniqueSorted((data ?? []).map((i) => i.storageArea))),
      suppliers: optionsFor((data ?? []).map((i) => i.supplierId)),
    }),
    [data, optionsFor],
  );
  const totalValue = useMemo(() => sumMoney(visible.map((r) => r.value)), [visible]);

  return (
    <>
      <PageHeader
        title="Inventory"
        actions={
          <>
            <ViewLink to={PATHS.inventoryAnalysis}>Analysis</ViewLink>
            {canWrite && (
              <>
                <LinkButton to={PATHS.inventoryPatch} variant="outline-primary">
                  Count stock
                </LinkButton>
                <LinkButton to={PATHS.inventoryNew}>New item</LinkButton>
              </>
            )}
          </>
        }
      >
        <p className="text-body-secondary mb-0">{store?.name}</p>
      </PageHeader>
      <Tabs activeKey={tab} onSelect={(key) => setParam('view', key === 'history' ? 'history' : null)} id="inventory-views" className="mb-3" mountOnEnter>
        <Tab eventKey="items" title="Items">
          <QueryState
            query={query}
            errorMessage={MESSAGES.inventory.fetch}
            isEmpty={data?.length === 0}
            empty={
              <>
                No inventory items in this store yet.{' '}
                {canWrite && <LinkButton to={PATHS.inventoryNew} variant="link">Add the first item</LinkButton>}
              </>
            }
          >
            <FilterBar label="Filter inventory" search>
              <SearchFilter label="Search items" className="col-12 col-md-4 col-xl-3" placeholder="Name, category, area…" {...view.search} />
              <SelectFilter label="Category" className="col-6 col-md-4 col-xl-2" anyLabel="All categories" options={options.categories} value={filters.category} onChange={(category) => view.setFilters({ category })} />
              <SelectFilter label="Storage area" className="col-6 col-md-4 col-xl-2" anyLabel="All areas" options={options.areas} value={filters.storageArea} onChange={(storageArea) => view.setFilters({ storageArea })} />
              <SelectFilter label="Supplier" className="col-6 col-md-4 col-xl-2" anyLabel="All suppliers" options={options.suppliers} value={filters.supplierId} onChange={(supplierId) => view.setFilters({ supplierId })} />
              <SelectFilter label="State" className="col-6 col-md-4 col-xl-1" anyLabel="All" options={STATE_OPTIONS} value={filters.state} onChange={(state) => view.setFilters({ state })} />
              <div className="col-12 col-md-4 col-xl-2 d-flex flex-column gap-1">
                <CheckFilter type="switch" label="Active items only" value={filters.active} onChange={(active) => view.setFilters({ active })} />
                {view.filtered && (
                  <button type="button" className="btn btn-link btn-sm p-0 text-start" onClick={view.clear}>
                    Clear filters
                  </button>
                )}
              </div>
            </FilterBar>
            <p role="status" aria-live="polite" className="text-body-secondary small mb-2">
              {formatNumber(visible.length)} of {formatNumber(rows.length)} items · value {formatMoney(totalValue)}
            </p>
            {visible.length === 0 ? (
              <div className="text-center text-body-secondary border rounded py-5">No items match these filters.</div>
            ) : (
              <DataTable caption="Inventory items" rows={visible} columns={columns} rowKey={(r) => r.item.id} {...view.tableSort} virtual={{ rowHeight: 45 }} presorted />
            )}
          </QueryState>
        </Tab>
        <Tab eventKey="history" title="History by date">
          {storeId && <InventoryHistoryPanel storeId={storeId} date={date} onDateChange={(value) => setParam('date', value)} />}
        </Tab>
      </Tabs>
    </>
  );
}

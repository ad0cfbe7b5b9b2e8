import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { formatMoney, formatNumber, sumMoney, todayIso } from '@/lib/format';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetInventoryItemsQuery } from '../api';
import { InventoryHistoryPanel } from '../components/InventoryHistoryPanel';
import { InventoryTable, sortRows, type Sort } from '../components/InventoryTable';
import { EMPTY_FILTERS, filterRows, STOCK_STATE_LABELS, toRows, type InventoryFilters } from '../logic';
import { STOCK_STATES, type StockState } from '../types';

const uniqueSorted = (values: Iterable<string>) => [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b));

/** `/inventory`: every item of the current store with its stock state, and the history by date. */
export function InventoryListPage() {
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const canWrite = useCan(PERMISSIONS.inventoryWrite);
  const canSuppliers = useCan(PERMISSIONS.suppliersRead);
  const [params, setParams] = useSearchParams();
  const tab = params.get('view') === 'history' ? 'history' : 'items';
  const date = params.has('date') ? (params.get('date') ?? '') : todayIso();

  const { data, isLoading, error, refetch } = useGetInventoryItemsQuery({ storeId }, { skip: !storeId });
  // Without suppliers.read the supplier is shown by id: asking would answer 403 (and sign out).
  const { data: suppliers } = useGetSuppliersQuery(undefined, { skip: !canSuppliers });
  const supplierNames = useMemo(() => new Map((suppliers ?? []).map((s) => [s.id, s.name])), [suppliers]);
  const supplierName = useMemo(
    () => (id: string | null) => (id ? (supplierNames.get(id) ?? id) : '—'),
    [supplierNames],
  );

  const [filters, setFilters] = useState<InventoryFilters>(EMPTY_FILTERS);
  const set = <K extends keyof InventoryFilters>(key: K, value: InventoryFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  const rows = useMemo(() => toRows(data ?? []), [data]);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const visible = useMemo(() => filterRows(sorted, filters), [sorted, filters]);
  const options = useMemo(
    () => ({
      categories: uniqueSorted((data ?? []).map((i) => i.category)),
      areas: uniqueSorted((data ?? []).map((i) => i.storageArea)),
      suppliers: uniqueSorted((data ?? []).map((i) => i.supplierId ?? '')).sort((a, b) =>
        supplierName(a).localeCompare(supplierName(b)),
      ),
    }),
    [data, supplierName],
  );
  const totalValue = useMemo(() => sumMoney(visible.map((r) => r.value)), [visible]);
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);

  const selectTab = (key: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (key === 'history') next.set('view', 'history');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );
  const setDate = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('date', value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Inventory"
        actions={
          <>
            <LinkButton to={PATHS.inventoryAnalysis} variant="outline-secondary">
              Analysis
            </LinkButton>
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
      <Tabs activeKey={tab} onSelect={selectTab} id="inventory-views" className="mb-3" mountOnEnter>
        <Tab eventKey="items" title="Items">
          <QueryState
            isLoading={isLoading}
            error={error}
            errorMessage={MESSAGES.inventory.fetch}
            isEmpty={data?.length === 0}
            empty={
              <>
                No inventory items in this store yet.{' '}
                {canWrite && <LinkButton to={PATHS.inventoryNew} variant="link">Add the first item</LinkButton>}
              </>
            }
            onRetry={() => void refetch()}
          >
            <form className="row g-2 align-items-end mb-3" role="search" aria-label="Filter inventory" onSubmit={(e) => e.preventDefault()}>
              <Form.Group className="col-12 col-md-4 col-xl-3" controlId="inv-search">
                <Form.Label>Search items</Form.Label>
                <Form.Control
                  type="search"
                  value={filters.search}
                  placeholder="Name, category, area…"
                  onChange={(e) => set('search', e.target.value)}
                />
              </Form.Group>
              <Form.Group className="col-6 col-md-4 col-xl-2" controlId="inv-category">
                <Form.Label>Category</Form.Label>
                <Form.Select value={filters.category} onChange={(e) => set('category', e.target.value)}>
                  <option value="">All categories</option>
                  {options.categories.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group className="col-6 col-md-4 col-xl-2" controlId="inv-area">
                <Form.Label>Storage area</Form.Label>
                <Form.Select value={filters.storageArea} onChange={(e) => set('storageArea', e.target.value)}>
                  <option value="">All areas</option>
                  {options.areas.map((a) => (
                    <option key={a}>{a}</option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group className="col-6 col-md-4 col-xl-2" controlId="inv-supplier">
                <Form.Label>Supplier</Form.Label>
                <Form.Select value={filters.supplierId} onChange={(e) => set('supplierId', e.target.value)}>
                  <option value="">All suppliers</option>
                  {options.suppliers.map((s) => (
                    <option key={s} value={s}>
                      {supplierName(s)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group className="col-6 col-md-4 col-xl-1" controlId="inv-state">
                <Form.Label>State</Form.Label>
                <Form.Select value={filters.state} onChange={(e) => set('state', e.target.value as StockState | '')}>
                  <option value="">All</option>
                  {STOCK_STATES.map((s) => (
                    <option key={s} value={s}>
                      {STOCK_STATE_LABELS[s]}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <div className="col-12 col-md-4 col-xl-2 d-flex flex-column gap-1">
                <Form.Check
                  type="switch"
                  id="inv-active"
                  label="Active items only"
                  checked={filters.activeOnly}
                  onChange={(e) => set('activeOnly', e.target.checked)}
                />
                {filtered && (
                  <button type="button" className="btn btn-link btn-sm p-0 text-start" onClick={() => setFilters(EMPTY_FILTERS)}>
                    Clear filters
                  </button>
                )}
              </div>
            </form>
            <p role="status" aria-live="polite" className="text-body-secondary small mb-2">
              {formatNumber(visible.length)} of {formatNumber(rows.length)} items · value {formatMoney(totalValue)}
            </p>
            {visible.length === 0 ? (
              <div className="text-center text-body-secondary border rounded py-5">No items match these filters.</div>
            ) : (
              <InventoryTable rows={visible} sort={sort} onSortChange={setSort} supplierName={supplierName} canEdit={canWrite} />
            )}
          </QueryState>
        </Tab>
        <Tab eventKey="history" title="History by date">
          {storeId && <InventoryHistoryPanel storeId={storeId} date={date} onDateChange={setDate} />}
        </Tab>
      </Tabs>
    </>
  );
}

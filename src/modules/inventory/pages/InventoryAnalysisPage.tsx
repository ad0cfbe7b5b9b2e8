import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useAppSelector } from '@/app/hooks';
import { getErrorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LinkButton } from '@/components/LinkButton';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { downloadCsv } from '@/lib/download';
import { addDays, formatDate, formatMoney, formatNumber, todayIso } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCreateOrderMutation } from '@/modules/orders/api';
import { useGetProductsQuery } from '@/modules/products/api';
import { useGetSuppliersQuery } from '@/modules/suppliers/api';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useGetAverageUsageQuery, useGetInventoryItemsQuery } from '../api';
import { ChartTable, UsageChart, type ChartSeries } from '../components/UsageChart';
import {
  dailyUsageValue,
  daysOfStockLeft,
  draftOrders,
  itemValue,
  reorderLines,
  STOCK_STATE_LABELS,
  stockState,
  valueByCategory,
} from '../logic';
import type { AverageUsage, InventoryItem } from '../types';

const PAGE = 50;
const money = (n: number) => formatMoney(n);
const units = (n: number) => formatNumber(n, 1);

interface UsageRow {
  item: InventoryItem;
  usage: AverageUsage | undefined;
  daysLeft: number | null;
  value: number;
}

/** `/inventory/analysis`: usage, days of stock left, what to reorder and the value on hand. */
export function InventoryAnalysisPage() {
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const canProducts = useCan(PERMISSIONS.productsRead);
  const canSuppliers = useCan(PERMISSIONS.suppliersRead);
  const canOrder = useCan(PERMISSIONS.ordersWrite);
  const items = useGetInventoryItemsQuery({ storeId }, { skip: !storeId });
  const usage = useGetAverageUsageQuery({ storeId }, { skip: !storeId });
  // Reorder quantities need the products' pack sizes and multiples; asked only with the permission.
  const products = useGetProductsQuery({ storeId }, { skip: !storeId || !canProducts });
  const suppliers = useGetSuppliersQuery(undefined, { skip: !canSuppliers });
  const [createOrder] = useCreateOrderMutation();
  // One send at a time, also for clicks in the same task (src/lib/useSubmitGuard.ts).
  const guard = useSubmitGuard();
  const [confirming, setConfirming] = useState(false);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const [chosenItem, setChosenItem] = useState('');

  const active = useMemo(() => (items.data ?? []).filter((i) => i.active), [items.data]);
  const usageById = useMemo(() => new Map((usage.data ?? []).map((u) => [u.itemId, u])), [usage.data]);
  const itemsById = useMemo(() => new Map((items.data ?? []).map((i) => [i.id, i])), [items.data]);
  const productsById = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, p])), [products.data]);
  const supplierName = useCallback(
    (id: string) => suppliers.data?.find((s) => s.id === id)?.name ?? id,
    [suppliers.data],
  );

  const usageWindow = usage.data?.[0];
  const windowDays = usageWindow?.windowDays ?? 28;
  const days = useMemo(
    () => (usageWindow ? Array.from({ length: usageWindow.daily.length }, (_, i) => addDays(usageWindow.from, i)) : []),
    [usageWindow],
  );

  const rows: UsageRow[] = useMemo(
    () =>
      active
        .map((item) => {
          const u = usageById.get(item.id);
          return { item, usage: u, daysLeft: daysOfStockLeft(item.amount, u?.averageDailyUsage ?? 0), value: itemValue(item) };
        })
        .sort(
          (a, b) =>
            (a.daysLeft ?? Number.POSITIVE_INFINITY) - (b.daysLeft ?? Number.POSITIVE_INFINITY) ||
            a.item.name.localeCompare(b.item.name),
        ),
    [active, usageById],
  );
  const lines = useMemo(() => reorderLines(active, productsById), [active, productsById]);
  const orders = useMemo(() => draftOrders(lines, storeId, todayIso()), [lines, storeId]);
  const categories = useMemo(() => valueByCategory(active), [active]);

  const storeSeries: ChartSeries[] = useMemo(
    () => [{ label: 'Usage value (EUR)', values: dailyUsageValue(usage.data ?? [], itemsById) }],
    [usage.data, itemsById],
  );
  const topItems = useMemo(
    () =>
      [...rows]
        .filter((r) => r.usage && r.usage.totalUsage > 0)
        .sort((a, b) => (b.usage?.totalUsage ?? 0) * b.item.unitCost - (a.usage?.totalUsage ?? 0) * a.item.unitCost)
        .slice(0, 30),
    [rows],
  );
  const selected = topItems.find((r) => r.item.id === chosenItem) ?? topItems[0];
  const itemSeries: ChartSeries[] = useMemo(
    () => (selected?.usage ? [{ label: `${selected.item.name} (${selected.item.unit})`, values: selected.usage.daily }] : []),
    [selected],
  );
  const storeTotal = storeSeries[0]?.values.reduce((s, v) => s + v, 0) ?? 0;
  const peak = storeSeries[0]?.values.reduce((best, v, i, all) => (v > (all[best] ?? 0) ? i : best), 0) ?? 0;

  const exportCsv = () =>
    downloadCsv(`Inventory_Analysis_${store?.name ?? storeId}_${todayIso()}.csv`.replace(/\s+/g, '_'), rows, [
      { header: 'Item', value: (r) => r.item.name },
      { header: 'Category', value: (r) => r.item.category },
      { header: 'Storage area', value: (r) => r.item.storageArea },
      { header: 'Unit', value: (r) => r.item.unit },
      { header: 'Amount', value: (r) => r.item.amount },
      { header: 'Minimum', value: (r) => r.item.minAmount },
      { header: 'Par level', value: (r) => r.item.parLevel },
      { header: 'State', value: (r) => STOCK_STATE_LABELS[stockState(r.item)] },
      { header: `Average daily usage (${windowDays} days)`, value: (r) => r.usage?.averageDailyUsage ?? 0 },
      { header: 'Days of stock left', value: (r) => r.daysLeft ?? '' },
      { header: 'Value (EUR)', value: (r) => r.value },
      { header: 'Reorder quantity', value: (r) => lines.find((l) => l.item.id === r.item.id)?.quantity ?? 0 },
    ]);

  const createDrafts = async () => {
    setCreating(true);
    const failed: string[] = [];
    let created = 0;
    for (const order of orders) {
      try {
        await createOrder(order).unwrap();
        created += 1;
      } catch (error) {
        failed.push(`${supplierName(order.supplierId)}: ${getErrorMessage(error, MESSAGES.orders.save)}`);
      }
    }
    setCreating(false);
    setConfirming(false);
    if (created > 0) notify.success(`${created} draft ${created === 1 ? 'order' : 'orders'} created`);
    if (failed.length > 0) notify.error(failed.join('\n'));
  };

  const loading = items.isLoading || usage.isLoading;
  const error = items.error ?? usage.error;

  return (
    <>
      <PageHeader
        title="Inventory analysis"
        actions={
          <>
            <LinkButton to={PATHS.inventory} variant="outline-secondary">
              Overview
            </LinkButton>
            <Button variant="outline-primary" onClick={exportCsv} disabled={rows.length === 0}>
              Export CSV
            </Button>
          </>
        }
      >
        <p className="text-body-secondary mb-0">
          {store?.name} · average usage over the last {windowDays} days
          {usageWindow ? ` (${formatDate(usageWindow.from)} – ${formatDate(usageWindow.to)})` : ''}
        </p>
      </PageHeader>
      <QueryState
        isLoading={loading}
        error={error}
        errorMessage={items.error ? MESSAGES.inventory.fetch : MESSAGES.inventory.fetchAverageUsage}
        isEmpty={active.length === 0}
        empty="No active inventory items in this store."
        onRetry={() => {
          void items.refetch();
          void usage.refetch();
        }}
      >
        <div className="row g-3 mb-3">
          <section className="col-xl-6" aria-labelledby="chart-store-title">
            <div className="card h-100">
              <div className="card-body">
                <h2 id="chart-store-title" className="h5">
                  Daily usage value, {store?.name}
                </h2>
                <p className="small text-body-secondary">
                  {formatMoney(storeTotal)} used over {windowDays} days; the busiest day was{' '}
                  {days[peak] ? `${formatDate(days[peak])} (${formatMoney(storeSeries[0]?.values[peak] ?? 0)})` : '—'}.
                </p>
                <UsageChart title="Daily usage value" days={days} series={storeSeries} formatValue={money} />
                <ChartTable caption={`Usage value per day, ${store?.name ?? ''}`} days={days} series={storeSeries} formatValue={money} />
              </div>
            </div>
          </section>
          <section className="col-xl-6" aria-labelledby="chart-item-title">
            <div className="card h-100">
              <div className="card-body">
                <h2 id="chart-item-title" className="h5">
                  Usage trend of one item
                </h2>
                <Form.Group controlId="chart-item" className="mb-2">
                  <Form.Label className="small">Item (top 30 by usage value)</Form.Label>
                  <Form.Select size="sm" value={selected?.item.id ?? ''} onChange={(e) => setChosenItem(e.target.value)}>
                    {topItems.map((r) => (
                      <option key={r.item.id} value={r.item.id}>
                        {r.item.name}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                {selected?.usage ? (
                  <>
                    <p className="small text-body-secondary">
                      {selected.item.name}: {units(selected.usage.averageDailyUsage)} {selected.item.unit} a day on average,{' '}
                      {units(selected.usage.totalUsage)} in {windowDays} days.
                    </p>
                    <UsageChart title="Item usage" days={days} series={itemSeries} formatValue={units} />
                    <ChartTable caption={`Daily usage of ${selected.item.name}`} days={days} series={itemSeries} formatValue={units} />
                  </>
                ) : (
                  <p className="text-body-secondary">No usage recorded in this window.</p>
                )}
              </div>
            </div>
          </section>
        </div>

        <section className="card mb-3" aria-labelledby="reorder-title">
          <div className="card-body">
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
              <h2 id="reorder-title" className="h5 mb-0">
                Items to reorder
              </h2>
              {canOrder && canProducts && (
                <Button onClick={() => setConfirming(true)} disabled={orders.length === 0 || creating}>
                  Create draft orders
                </Button>
              )}
            </div>
            {!canProducts ? (
              <Alert variant="info" className="mb-0">
                Reorder quantities come from the products’ pack sizes; they need access to products.
              </Alert>
            ) : (
              <QueryState isLoading={products.isLoading} error={products.error} errorMessage={MESSAGES.products.fetch} isEmpty={lines.length === 0} empty="Every orderable item is at or above par.">
                <p className="small text-body-secondary">
                  Below par: order up to par, in purchase units, rounded up to each product’s order multiple. {orders.length}{' '}
                  {orders.length === 1 ? 'supplier' : 'suppliers'}.
                </p>
                <Table responsive size="sm" className="align-middle">
                  <caption className="visually-hidden">Items below par and the quantity to order</caption>
                  <thead>
                    <tr>
                      <th scope="col">Item</th>
                      <th scope="col">Supplier</th>
                      <th scope="col" className="text-end">
                        On hand / par
                      </th>
                      <th scope="col" className="text-end">
                        Order
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.slice(0, 200).map((l) => (
                      <tr key={l.item.id}>
                        <td>{l.item.name}</td>
                        <td>{supplierName(l.supplierId)}</td>
                        <td className="text-end">
                          {formatNumber(l.item.amount)} / {formatNumber(l.item.parLevel)} {l.item.unit}
                        </td>
                        <td className="text-end">
                          {formatNumber(l.quantity)} {l.product.purchaseUnit}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
                {lines.length > 200 && <p className="small text-body-secondary">First 200 of {lines.length}; the export holds all.</p>}
              </QueryState>
            )}
          </div>
        </section>

        <div className="row g-3">
          <section className="col-xl-8" aria-labelledby="usage-title">
            <div className="card h-100">
              <div className="card-body">
                <h2 id="usage-title" className="h5">
                  Average usage and days of stock left
                </h2>
                <Table responsive size="sm" className="align-middle">
                  <caption className="visually-hidden">Per item, fewest days left first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Item</th>
                      <th scope="col" className="text-end">
                        On hand
                      </th>
                      <th scope="col" className="text-end">
                        Per day ({windowDays}-day average)
                      </th>
                      <th scope="col" className="text-end">
                        Days left
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.slice(0, shown).map((r) => (
                      <tr key={r.item.id}>
                        <td>{r.item.name}</td>
                        <td className="text-end">
                          {formatNumber(r.item.amount)} {r.item.unit}
                        </td>
                        <td className="text-end">{units(r.usage?.averageDailyUsage ?? 0)}</td>
                        <td className="text-end">{r.daysLeft ?? 'Not used'}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
                {rows.length > shown && (
                  <Button variant="outline-secondary" size="sm" onClick={() => setShown((n) => n + PAGE)}>
                    Show {Math.min(PAGE, rows.length - shown)} more of {rows.length - shown}
                  </Button>
                )}
              </div>
            </div>
          </section>
          <section className="col-xl-4" aria-labelledby="category-title">
            <div className="card h-100">
              <div className="card-body">
                <h2 id="category-title" className="h5">
                  Value by category
                </h2>
                <Table size="sm" className="align-middle">
                  <caption className="visually-hidden">Stock value on hand per category</caption>
                  <thead>
                    <tr>
                      <th scope="col">Category</th>
                      <th scope="col" className="text-end">
                        Items
                      </th>
                      <th scope="col" className="text-end">
                        Value
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {categories.map((c) => (
                      <tr key={c.category}>
                        <td>{c.category}</td>
                        <td className="text-end">{c.items}</td>
                        <td className="text-end">{formatMoney(c.value)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            </div>
          </section>
        </div>
      </QueryState>
      <ConfirmDialog
        show={confirming}
        title="Create draft orders?"
        body={`${orders.length} draft purchase ${orders.length === 1 ? 'order' : 'orders'} will be created, one per supplier, for ${lines.length} items below par. Nothing is sent to suppliers.`}
        confirmLabel="Create draft orders"
        variant="primary"
        busy={creating}
        onConfirm={guard(createDrafts)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

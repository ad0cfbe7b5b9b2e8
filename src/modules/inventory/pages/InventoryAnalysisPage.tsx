import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppSelector } from '@/lib/storeHooks';
import { ViewLink } from '@/components/list/ListActions';
import { PageHeader } from '@/components/PageHeader';
import { allQueries } from '@/components/list/queryStates';
import { QueryState } from '@/components/QueryState';
import { INVENTORY_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { currentCsvFormat, downloadCsvText, toLocaleCsv } from '@/lib/download';
import { formatDate, todayIso } from '@/lib/format';
import { useGetOrdersQuery } from '@/modules/orders';
import { useGetProductsQuery } from '@/modules/products';
import { useGetSuppliersQuery } from '@/modules/suppliers';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { useGetAverageUsageQuery, useGetInventoryItemsQuery } from '../api';
import { ReorderPanel } from '../components/ReorderPanel';
import { StockFigures } from '../components/StockFigures';
import { UsageCharts } from '../components/UsageCharts';
import { analysisCsvColumns, dailyUsageValue, topUsageRows, usageRows, windowDays } from '../usageAnalysis';
import { storeReorderLines } from '../reorder';

/** `/inventory/analysis`: usage, days of stock left, what to reorder and the value on hand. */
export function InventoryAnalysisPage() {
  const { t } = useLingui();
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const storeName = store?.name ?? '';
  const canProducts = useCan('products.read');
  const canSuppliers = useCan('suppliers.read');
  const items = useGetInventoryItemsQuery({ storeId }, { skip: !storeId });
  const usage = useGetAverageUsageQuery({ storeId }, { skip: !storeId });
  // Reorder quantities need the products' pack sizes and multiples; asked only with the permission.
  const products = useGetProductsQuery({ storeId }, { skip: !storeId || !canProducts });
  const suppliers = useGetSuppliersQuery(undefined, { skip: !canSuppliers });
  // The CSV's reorder column is netted like the reorder list (permitted(): skipped without orders.read).
  const orders = useGetOrdersQuery({ storeId }, { skip: !storeId });

  const active = useMemo(() => (items.data ?? []).filter((i) => i.active), [items.data]);
  const usageById = useMemo(() => new Map((usage.data ?? []).map((u) => [u.itemId, u])), [usage.data]);
  const itemsById = useMemo(() => new Map((items.data ?? []).map((i) => [i.id, i])), [items.data]);
  const productsById = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, p])), [products.data]);

  const usageWindow = usage.data?.[0];
  const windowLength = usageWindow?.windowDays;
  const windowDayCount = windowLength ?? '—';
  const days = useMemo(() => windowDays(usageWindow), [usageWindow]);
  const from = formatDate(usageWindow?.from);
  const to = formatDate(usageWindow?.to);
  const rows = useMemo(() => usageRows(active, usageById), [active, usageById]);
  const lines = useMemo(
    () => storeReorderLines(active, productsById, orders.data ?? [], storeId),
    [active, productsById, orders.data, storeId],
  );
  const storeValues = useMemo(() => dailyUsageValue(usage.data ?? [], itemsById), [usage.data, itemsById]);
  const topItems = useMemo(() => topUsageRows(rows), [rows]);

  const exportCsv = () => {
    downloadCsvText(
      `Inventory_Analysis_${storeName || storeId}_${todayIso()}.csv`.replace(/\s+/g, '_'),
      toLocaleCsv(rows, analysisCsvColumns(windowLength, lines), currentCsvFormat()),
    );
  };

  return (
    <>
      <PageHeader
        title={t`Inventory analysis`}
        actions={
          <>
            <ViewLink to={PATHS.inventory}>
              <Trans>Overview</Trans>
            </ViewLink>
            <Button variant="outline-primary" onClick={exportCsv} disabled={rows.length === 0 || orders.isLoading}>
              <Trans>Export CSV</Trans>
            </Button>
          </>
        }
      >
        <p className="text-body-secondary mb-0">
          {usageWindow
            ? t`${storeName} · average usage over the last ${windowDayCount} days (${from} – ${to})`
            : t`${storeName} · average usage over the last ${windowDayCount} days`}
        </p>
      </PageHeader>
      <QueryState
        {...allQueries([items, INVENTORY_MESSAGES.fetch], [usage, INVENTORY_MESSAGES.fetchAverageUsage])}
        isEmpty={active.length === 0}
        empty={t`No active inventory items in this store.`}
      >
        <UsageCharts storeName={storeName} days={days} windowLength={windowLength} storeValues={storeValues} topItems={topItems} />
        <ReorderPanel storeId={storeId} items={active} productsById={productsById} products={products} suppliers={suppliers.data ?? []} />
        <StockFigures rows={rows} items={active} windowLength={windowLength} />
      </QueryState>
    </>
  );
}

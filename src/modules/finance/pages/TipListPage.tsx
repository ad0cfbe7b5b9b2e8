import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { DataTable, type Column } from '@/components/DataTable';
import { DateRangeCard, useUrlDateRange } from '@/components/DateRange';
import { ListActions } from '@/components/list/ListActions';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';
import { downloadCsv } from '@/lib/download';
import { formatDate, formatMoney } from '@/lib/format';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { Can, useCan } from '@/session/useCan';
import { useGetStaffQuery } from '@/modules/staff';
import { useGetTipsQuery } from '../api';
import { SepaExportPanel } from '../components/SepaExportPanel';
import { TipStatusBadge } from '../components/TipStatusBadge';
import { TipTotals } from '../components/TipTotals';
import { defaultRange, METHOD_LABELS, SOURCE_LABELS } from '../logic';
import { useStoreDebtor } from '../useStoreDebtor';
import type { Tip } from '../types';

/** `/finance/tips` (tip.read): the tips of a date range kept in the URL, totals, CSV and SEPA payout. */
export function TipListPage() {
  const store = useAppSelector(selectCurrentStore);
  const { startDate, endDate, setRange } = useUrlDateRange(defaultRange());
  const rangeOk = startDate <= endDate;
  const canWrite = useCan(PERMISSIONS.tipWrite);
  // The tip form is opened with the list's range and leaves back to it: saving never changes the filters.
  const rangeSearch = new URLSearchParams({ startDate, endDate }).toString();

  const query = useGetTipsQuery(store && rangeOk ? { storeId: store.id, startDate, endDate } : skipToken);
  const staff = useGetStaffQuery(store ? { storeId: store.id } : skipToken);
  const debtor = useStoreDebtor(store?.id);
  const names = useMemo(() => new Map((staff.data ?? []).map((s) => [s.userId, s.userName])), [staff.data]);
  const nameOf = useCallback((userId: string) => names.get(userId) || userId, [names]);
  const tips = useMemo(() => query.data ?? [], [query.data]);

  const columns = useMemo<Column<Tip>[]>(
    () => [
      {
        key: 'date',
        header: 'Date',
        sortValue: (t) => t.date,
        cell: (t) => {
          // A pool over a period shows its period; it belongs to the range of its last day.
          const label = t.periodStart ? `${formatDate(t.periodStart)} – ${formatDate(t.date)}` : formatDate(t.date);
          return canWrite ? <Link to={`${PATHS.tip(t.id)}?${rangeSearch}`}>{label}</Link> : label;
        },
      },
      { key: 'source', header: 'Source', sortValue: (t) => t.source, cell: (t) => (t.source ? SOURCE_LABELS[t.source] : '—') },
      { key: 'amount', header: 'Amount', align: 'end', sortValue: (t) => t.amount, cell: (t) => formatMoney(t.amount, t.currency) },
      { key: 'method', header: 'Shared', cell: (t) => (t.distributionMethod ? METHOD_LABELS[t.distributionMethod] : '—') },
      { key: 'people', header: 'People', align: 'end', cell: (t) => t.distributions.length },
      { key: 'status', header: 'Status', sortValue: (t) => t.status, cell: (t) => <TipStatusBadge status={t.status} /> },
    ],
    [canWrite, rangeSearch],
  );

  const exportCsv = () =>
    downloadCsv(`tips_${startDate}_${endDate}.csv`, tips, [
      { header: 'Date', value: (t: Tip) => t.date },
      { header: 'Source', value: (t: Tip) => t.source },
      { header: 'Amount', value: (t: Tip) => t.amount.toFixed(2) },
      { header: 'Currency', value: (t: Tip) => t.currency },
      { header: 'Method', value: (t: Tip) => t.distributionMethod },
      { header: 'Status', value: (t: Tip) => t.status },
      { header: 'Shares', value: (t: Tip) => t.distributions.map((d) => `${nameOf(d.userId)}: ${d.amount.toFixed(2)}`) },
      { header: 'Note', value: (t: Tip) => t.note },
    ]);

  return (
    <>
      <PageHeader
        title="Tips"
        actions={
          <ListActions
            onExport={exportCsv}
            exportDisabled={tips.length === 0}
            newTo={`${PATHS.tipNew}?${rangeSearch}`}
            newLabel="New tip"
            permission={PERMISSIONS.tipWrite}
          />
        }
      />
      <DateRangeCard
        idPrefix="tips"
        startDate={startDate}
        endDate={endDate}
        onChange={setRange}
        error={rangeOk ? null : 'The start date must not be after the end date.'}
      />
      <QueryState query={query} errorMessage={MESSAGES.finance.fetchTips} isEmpty={tips.length === 0} empty="No tips in this range.">
        <TipTotals tips={tips} nameOf={nameOf} />
        <Card className="mb-3">
          <Card.Body>
            <DataTable caption="Tips" rows={tips} columns={columns} initialSort={{ key: 'date', direction: 'desc' }} />
          </Card.Body>
        </Card>
      </QueryState>
      {store && rangeOk && query.isSuccess && (
        <Can permission={PERMISSIONS.tipWrite}>
          <SepaExportPanel
            key={`${store.id}:${startDate}:${endDate}`}
            storeId={store.id}
            startDate={startDate}
            endDate={endDate}
            tips={tips}
            nameOf={nameOf}
            store={debtor}
          />
        </Can>
      )}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
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
import { FINANCE_MESSAGES } from '../messages';
import { PATHS } from '../paths';
import { currentCsvFormat, downloadCsvText } from '@/lib/download';
import { formatDate, formatMoney } from '@/lib/format';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { Can, useCan } from '@/session/useCan';
import { useGetStaffQuery } from '@/modules/staff';
import { useGetTipsQuery } from '../api';
import { SepaExportPanel } from '../components/SepaExportPanel';
import { TipStatusBadge } from '../components/TipStatusBadge';
import { TipTotals } from '../components/TipTotals';
import { defaultRange, METHOD_LABELS, SOURCE_LABELS } from '../logic';
import { tipCsv } from '../tipCsv';
import { useStoreDebtor } from '../useStoreDebtor';
import type { Tip } from '../types';

/** `/finance/tips` (tip.read): the tips of a date range kept in the URL, totals, CSV and SEPA payout. */
export function TipListPage() {
  const { t, i18n } = useLingui();
  const store = useAppSelector(selectCurrentStore);
  const range = useUrlDateRange(defaultRange());
  const { startDate, endDate } = range;
  const rangeOk = startDate <= endDate;
  const canWrite = useCan('tip.write');
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
        header: t`Date`,
        sortValue: (tip) => tip.date,
        cell: (tip) => {
          // A pool over a period shows its period; it belongs to the range of its last day.
          const label = tip.periodStart ? `${formatDate(tip.periodStart)} – ${formatDate(tip.date)}` : formatDate(tip.date);
          return canWrite ? <Link to={`${PATHS.tip(tip.id)}?${rangeSearch}`}>{label}</Link> : label;
        },
      },
      {
        key: 'source',
        header: t`Source`,
        sortValue: (tip) => tip.source,
        cell: (tip) => (tip.source ? i18n._(SOURCE_LABELS[tip.source]) : '—'),
      },
      {
        key: 'amount',
        header: t`Amount`,
        align: 'end',
        sortValue: (tip) => tip.amount,
        cell: (tip) => formatMoney(tip.amount, tip.currency),
      },
      {
        key: 'method',
        header: t`Shared`,
        cell: (tip) => (tip.distributionMethod ? i18n._(METHOD_LABELS[tip.distributionMethod]) : '—'),
      },
      { key: 'people', header: t`People`, align: 'end', cell: (tip) => tip.distributions.length },
      { key: 'status', header: t`Status`, sortValue: (tip) => tip.status, cell: (tip) => <TipStatusBadge status={tip.status} /> },
    ],
    [canWrite, rangeSearch, t, i18n],
  );

  const exportCsv = () => downloadCsvText(`tips_${startDate}_${endDate}.csv`, tipCsv(tips, nameOf, currentCsvFormat()));

  return (
    <>
      <PageHeader
        title={t`Tips`}
        actions={
          <ListActions
            onExport={exportCsv}
            exportDisabled={tips.length === 0}
            newTo={`${PATHS.tipNew}?${rangeSearch}`}
            newLabel={t`New tip`}
            permission={'tip.write'}
          />
        }
      />
      <DateRangeCard idPrefix="tips" range={range} error={rangeOk ? null : t`The start date must not be after the end date.`} />
      <QueryState query={query} errorMessage={FINANCE_MESSAGES.fetchTips} isEmpty={tips.length === 0} empty={t`No tips in this range.`}>
        <TipTotals tips={tips} nameOf={nameOf} />
        <Card className="mb-3">
          <Card.Body>
            <DataTable caption={t`Tips`} rows={tips} columns={columns} initialSort={{ key: 'date', direction: 'desc' }} />
          </Card.Body>
        </Card>
      </QueryState>
      {store && rangeOk && query.isSuccess && (
        <Can permission={'tip.write'}>
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

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import { useAppSelector } from '@/lib/storeHooks';
import { DataTable, type Column } from '@/components/DataTable';
import { DateRangeCard, useUrlDateRange } from '@/components/DateRange';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { addDays, formatDate, formatMoney } from '@/lib/format';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { selectUserInfo } from '@/session/authSlice';
import { type EmployeeTipsRow, SHIFT_REPORT_MESSAGES, useGetEmployeeTipsQuery } from '@/modules/shift-report';
import { formatHourFigure } from '@/lib/duration';
import { isoDay } from '../logic';

const sumOf = (rows: readonly EmployeeTipsRow[]) => ({
  hours: Math.round(rows.reduce((s, r) => s + r.hours, 0) * 100) / 100,
  cents: rows.reduce((s, r) => s + Math.round(r.tips * 100), 0),
});

const COLUMNS: (Omit<Column<EmployeeTipsRow>, 'header'> & { header: MessageDescriptor })[] = [
  { key: 'week', header: msg`Week of`, sortValue: (r) => r.weekStart, cell: (r) => formatDate(r.weekStart) },
  { key: 'hours', header: msg`Hours`, align: 'end', cell: (r) => formatHourFigure(r.hours) },
  { key: 'tips', header: msg`Tips`, align: 'end', cell: (r) => formatMoney(r.tips) },
];

function Figures({ label, rows }: { label: string; rows: readonly EmployeeTipsRow[] }) {
  const { hours, cents } = sumOf(rows);
  const titleId = useId();
  return (
    <Card className="h-100" as="section" aria-labelledby={titleId}>
      <Card.Body>
        <h2 id={titleId} className="h6 text-body-secondary">
          {label}
        </h2>
        <dl className="row mb-0">
          <dt className="col-6">
            <Trans>Hours</Trans>
          </dt>
          <dd className="col-6 text-end mb-1">{formatHourFigure(hours)}</dd>
          <dt className="col-6">
            <Trans>Tips</Trans>
          </dt>
          <dd className="col-6 text-end mb-0">{formatMoney(cents / 100)}</dd>
        </dl>
      </Card.Body>
    </Card>
  );
}

/**
 * `/finance/my-tips` (shift.read): a staff member's own hours and tips, this week and over a
 * period, from the weekly tips overview (`employee-tips`, whose hours are the server's worked
 * hours). Only the signed-in person's rows are shown; without time_entry.read or tip.read the
 * server answers nothing else (docs/rules/money.md#income-is-private).
 */
export function MyTipsPage() {
  const { t, i18n } = useLingui();
  const columns = COLUMNS.map((c) => ({ ...c, header: i18n._(c.header) }));
  const store = useAppSelector(selectCurrentStore);
  const me = useAppSelector(selectUserInfo)?.userId ?? '';
  const today = isoDay(new Date());
  const range = useUrlDateRange({ startDate: addDays(today, -27), endDate: today });
  const { startDate, endDate } = range;
  const rangeOk = startDate <= endDate;
  // The last seven days reach back to the current week's start whatever day it starts on:
  // the rows of the latest week in the answer are this week's.
  const week = useGetEmployeeTipsQuery(store ? { storeId: store.id, startDate: addDays(today, -6), endDate: today } : skipToken);
  const period = useGetEmployeeTipsQuery(store && rangeOk ? { storeId: store.id, startDate, endDate } : skipToken);
  const mine = useMemo(() => (period.data ?? []).filter((r) => r.userId === me), [period.data, me]);
  const thisWeek = useMemo(() => {
    const rows = (week.data ?? []).filter((r) => r.userId === me);
    const latest = rows.reduce((max, r) => (r.weekStart > max ? r.weekStart : max), '');
    return rows.filter((r) => r.weekStart === latest);
  }, [week.data, me]);

  return (
    <>
      <PageHeader title={t`My hours and tips`} />
      <QueryState query={week} errorMessage={SHIFT_REPORT_MESSAGES.weeklyTips} rows={2}>
        <div className="row g-3 mb-3">
          <div className="col-md-6">
            <Figures label={t`This week`} rows={thisWeek} />
          </div>
          <div className="col-md-6">
            <Figures label={`${formatDate(startDate)} – ${formatDate(endDate)}`} rows={mine} />
          </div>
        </div>
      </QueryState>
      <DateRangeCard idPrefix="my-tips" range={range} error={rangeOk ? null : t`The start date must not be after the end date.`} />
      <QueryState
        query={period}
        errorMessage={SHIFT_REPORT_MESSAGES.weeklyTips}
        isEmpty={mine.length === 0}
        empty={t`No hours or tips of yours in this period.`}
      >
        <Card className="mb-3">
          <Card.Body>
            <DataTable
              caption={t`My hours and tips per week`}
              rows={mine}
              columns={columns}
              rowKey={(r) => r.weekStart}
              initialSort={{ key: 'week', direction: 'desc' }}
            />
          </Card.Body>
        </Card>
      </QueryState>
    </>
  );
}

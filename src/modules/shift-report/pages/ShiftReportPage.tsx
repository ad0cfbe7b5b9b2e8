import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useAppSelector } from '@/lib/storeHooks';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { SHIFT_MESSAGES } from '@/modules/shifts';
import { TIME_ENTRY_MESSAGES } from '@/modules/time-entries';
import { currentCsvFormat, downloadCsvText } from '@/lib/download';
import { formatMinutes } from '@/lib/duration';
import { DEFAULT_STORE_TIME_ZONE, todayInZone, weekStartsOnOf } from '@/lib/storeTime';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { selectUserInfo } from '@/session/authSlice';
import { useCan, useMayCall } from '@/session/useCan';
import { ChartTable } from '@/components/ChartTable';
import { DateRangeCard, useUrlDateRange } from '@/components/DateRange';
import { HoursChart } from '../components/HoursChart';
import { useGetShiftsQuery } from '@/modules/shifts';
import { useGetStaffQuery } from '@/modules/staff';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores';
import { ReportTable } from '../components/ReportTable';
import { WeeklyTipsOverview } from '../components/WeeklyTipsOverview';
import { buildReport, hoursOf, lastWeek } from '../logic';
import { reportCsv } from '../reportCsv';
import { daysOfRange, MAX_REPORT_DAYS, timeEntryContract, useEntriesOfDays } from '@/modules/time-entries';

// Hours in one format across the page's tables: h:mm (the chart's axis takes decimal hours).
const hoursText = (n: number) => formatMinutes(Math.round(n * 60));

/** `/shifts/report` (shift.read): planned against worked hours per person and day, lateness, cost, chart, CSV, weekly tips. */
export function ShiftReportPage() {
  const { t } = useLingui();
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const details = useGetStoreShiftDetailsQuery(store ? { storeId } : skipToken);
  const timeZone = details.data?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
  const weekStartsOn = weekStartsOnOf(details.data?.weekStartsOn);
  const range = useUrlDateRange(lastWeek(timeZone, weekStartsOn));
  const { startDate, endDate } = range;
  const days = useMemo(() => daysOfRange(startDate, endDate), [startDate, endDate]);
  const rangeOk = days !== null;

  const readsEveryone = useCan('time_entry.read');
  const mayCallHistory = useMayCall(timeEntryContract.getTimeEntryHistory);
  const canReadEntries = readsEveryone && mayCallHistory;
  const withCost = useCan('shift.update');
  // Income is private (docs/rules/money.md#income-is-private): without time_entry.read or tip.read
  // the report lists only the signed-in person, as the server's weekly overview does.
  const readsTips = useCan('tip.read');
  const readsTeam = readsEveryone || readsTips;
  const me = useAppSelector(selectUserInfo)?.userId ?? '';
  const shifts = useGetShiftsQuery(store && rangeOk ? { storeId, startDate, endDate } : skipToken);
  const staff = useGetStaffQuery(store ? { storeId } : skipToken);
  const entries = useEntriesOfDays(storeId, days ?? [], canReadEntries && rangeOk && Boolean(store));

  // The moment the page opened: planned hours are compared up to it.
  const [now] = useState(Date.now);
  const report = useMemo(
    () =>
      shifts.data && days
        ? buildReport({
            days,
            timeZone,
            staff: staff.data ?? [],
            shifts: readsTeam ? shifts.data : shifts.data.filter((shift) => shift.userId === me),
            entries: canReadEntries ? entries.entries : null,
            today: todayInZone(timeZone),
            now,
          })
        : null,
    [shifts.data, days, timeZone, staff.data, entries.entries, canReadEntries, now, readsTeam, me],
  );
  const chartSeries = useMemo(
    () =>
      report
        ? [
            { label: t`Planned hours`, values: report.days.map((d) => hoursOf(d.planned)) },
            ...(canReadEntries ? [{ label: t`Worked hours`, values: report.days.map((d) => hoursOf(d.worked ?? 0)) }] : []),
          ]
        : [],
    [report, canReadEntries, t],
  );

  const exportCsv = () => {
    if (!report) return;
    const rates = new Map((staff.data ?? []).map((m) => [m.userId, m.hourlyRate]));
    const csv = reportCsv(report, currentCsvFormat(), withCost ? rates : null);
    downloadCsvText(`shift-report_${startDate}_${endDate}.csv`, csv);
  };

  const loading = shifts.isLoading || entries.isLoading;
  const error = shifts.error ?? entries.error;

  return (
    <>
      <PageHeader
        title={t`Shift report`}
        actions={
          <Button variant="outline-secondary" onClick={exportCsv} disabled={!report || report.people.length === 0}>
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      <DateRangeCard
        idPrefix="report"
        range={range}
        error={rangeOk ? null : t`Choose a start date not after the end date, at most ${MAX_REPORT_DAYS} days.`}
      />
      {!canReadEntries && (
        <Alert variant="info">
          <Trans>
            Worked hours, late starts and missing clock-outs need permission to read everyone's time entries; only planned hours are shown.
          </Trans>
        </Alert>
      )}
      {!readsTeam && (
        <Alert variant="secondary">
          <Trans>Only your own hours and tips are shown: colleagues’ figures need permission to read time entries or tips.</Trans>
        </Alert>
      )}
      {rangeOk && (
        <QueryState
          isLoading={loading}
          error={error}
          errorMessage={shifts.error ? SHIFT_MESSAGES.fetch : TIME_ENTRY_MESSAGES.fetchHistory}
          onRetry={() => {
            void shifts.refetch();
            entries.refetch();
          }}
          isEmpty={!report || report.people.length === 0}
          empty={t`No published shifts and no time entries in this range.`}
        >
          {report && (
            <>
              {canReadEntries && report.totals.worked === 0 && (
                <Alert variant="secondary">
                  <Trans>No time entries recorded in this range.</Trans>
                </Alert>
              )}
              <ReportTable report={report} canReadEntries={canReadEntries} withCost={withCost} />
              <Card className="mb-3">
                <Card.Body>
                  <h2 className="h5">
                    <Trans>Planned against worked hours per day</Trans>
                  </h2>
                  <HoursChart days={report.days.map((d) => d.date)} series={chartSeries} formatValue={hoursText} />
                  <ChartTable
                    caption={t`Planned and worked hours per day`}
                    days={report.days.map((d) => d.date)}
                    series={chartSeries}
                    formatValue={hoursText}
                  />
                </Card.Body>
              </Card>
            </>
          )}
        </QueryState>
      )}
      {store && rangeOk && <WeeklyTipsOverview storeId={storeId} startDate={startDate} endDate={endDate} />}
    </>
  );
}

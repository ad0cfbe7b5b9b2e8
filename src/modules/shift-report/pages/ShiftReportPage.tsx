import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useAppSelector } from '@/app/hooks';
import { useMayCall } from '@/api/permitted';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PERMISSIONS } from '@/config/permissions';
import { downloadCsv } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { ChartTable } from '@/components/ChartTable';
import { DateRangeCard, useUrlDateRange } from '@/components/DateRange';
import { HoursChart } from '../components/HoursChart';
import { useGetShiftsQuery } from '@/modules/shifts/api';
import { todayInZone, weekStartsOnOf } from '@/modules/availability/logic';
import { useGetStaffQuery } from '@/modules/staff/api';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores/api';
import { DEFAULT_STORE_TIME_ZONE } from '@/modules/time-entries/logic';
import { ReportTable } from '../components/ReportTable';
import { WeeklyTipsOverview } from '../components/WeeklyTipsOverview';
import { buildReport, daysOfRange, hoursOf, lastWeek, MAX_REPORT_DAYS } from '../logic';
import { useEntriesOfDays } from '../useEntriesOfDays';

const hoursText = (n: number) => formatNumber(n, 1);

/** `/shifts/report` (shift.read): planned against worked hours per person and day, lateness, cost, chart, CSV, weekly tips. */
export function ShiftReportPage() {
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const details = useGetStoreShiftDetailsQuery(store ? { storeId } : skipToken);
  const timeZone = details.data?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
  const weekStartsOn = weekStartsOnOf(details.data?.weekStartsOn);
  const { startDate, endDate, setRange } = useUrlDateRange(lastWeek(timeZone, weekStartsOn));
  const days = useMemo(() => daysOfRange(startDate, endDate), [startDate, endDate]);
  const rangeOk = days !== null;

  const readsEveryone = useCan(PERMISSIONS.timeEntryRead);
  const mayCallHistory = useMayCall('getTimeEntryHistory');
  const canReadEntries = readsEveryone && mayCallHistory;
  const withCost = useCan(PERMISSIONS.shiftUpdate);
  const shifts = useGetShiftsQuery(store && rangeOk ? { storeId, startDate, endDate } : skipToken);
  const staff = useGetStaffQuery(store ? { storeId } : skipToken);
  const entries = useEntriesOfDays(
    storeId,
    days ?? [],
    canReadEntries && rangeOk && Boolean(store),
  );

  const report = useMemo(
    () =>
      shifts.data && days
        ? buildReport({
            days,
            timeZone,
            staff: staff.data ?? [],
            shifts: shifts.data,
            entries: canReadEntries ? entries.entries : null,
            today: todayInZone(timeZone),
          })
        : null,
    [shifts.data, days, timeZone, staff.data, entries.entries, canReadEntries],
  );
  const chartSeries = useMemo(
    () =>
      report
        ? [
            { label: 'Planned hours', values: report.days.map((d) => hoursOf(d.planned)) },
            ...(canReadEntries
              ? [{ label: 'Worked hours', values: report.days.map((d) => hoursOf(d.worked ?? 0)) }]
              : []),
          ]
        : [],
    [report, canReadEntries],
  );

  const exportCsv = () => {
    if (!report) return;
    const rows = report.people.flatMap((p) => p.days.map((d) => ({ p, d })));
    downloadCsv(`shift-report_${startDate}_${endDate}.csv`, rows, [
      { header: 'Person', value: ({ p }) => p.userName },
      { header: 'Date', value: ({ d }) => d.date },
      { header: 'Planned hours', value: ({ d }) => hoursOf(d.planned).toFixed(2) },
      {
        header: 'Worked hours',
        value: ({ d }) => (d.worked === null ? '' : hoursOf(d.worked).toFixed(2)),
      },
      {
        header: 'Difference hours',
        value: ({ d }) => (d.worked === null ? '' : hoursOf(d.worked - d.planned).toFixed(2)),
      },
      { header: 'Late starts', value: ({ d }) => d.lateStarts },
      { header: 'Missing clock-outs', value: ({ d }) => d.missingClockOuts },
    ]);
  };

  const loading = shifts.isLoading || entries.isLoading;
  const error = shifts.error ?? entries.error;

  return (
    <>
      <PageHeader
        title="Shift report"
        actions={
          <Button
            variant="outline-secondary"
            onClick={exportCsv}
            disabled={!report || report.people.length === 0}
          >
            Export CSV
          </Button>
        }
      />
      <DateRangeCard
        idPrefix="report"
        startDate={startDate}
        endDate={endDate}
        onChange={setRange}
        error={
          rangeOk
            ? null
            : `Choose a start date not after the end date, at most ${MAX_REPORT_DAYS} days.`
        }
      />
      {!canReadEntries && (
        <Alert variant="info">
          Worked hours, late starts and missing clock-outs need permission to read everyone's time
          entries; only planned hours are shown.
        </Alert>
      )}
      {rangeOk && (
        <QueryState
          isLoading={loading}
          error={error}
          errorMessage={shifts.error ? MESSAGES.shifts.fetch : MESSAGES.timeEntries.fetchHistory}
          onRetry={() => {
            void shifts.refetch();
            entries.refetch();
          }}
          isEmpty={!report || report.people.length === 0}
          empty="No published shifts and no time entries in this range."
        >
          {report && (
            <>
              {canReadEntries && report.totals.worked === 0 && (
                <Alert variant="secondary">No time entries recorded in this range.</Alert>
              )}
              <ReportTable report={report} canReadEntries={canReadEntries} withCost={withCost} />
              <Card className="mb-3">
                <Card.Body>
                  <h2 className="h5">Planned against worked hours per day</h2>
                  <HoursChart
                    days={report.days.map((d) => d.date)}
                    series={chartSeries}
                    formatValue={hoursText}
                  />
                  <ChartTable
                    caption="Planned and worked hours per day"
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
      {store && rangeOk && (
        <WeeklyTipsOverview storeId={storeId} startDate={startDate} endDate={endDate} />
      )}
    </>
  );
}

import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useAppSelector } from '@/app/hooks';
import { useMayCall } from '@/api/permitted';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { PERMISSIONS } from '@/config/permissions';
import { downloadCsv } from '@/lib/download';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useUrlFilters } from '@/lib/useUrlFilters';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCan } from '@/session/useCan';
import { ChartTable } from '@/components/ChartTable';
import { HoursChart } from '../components/HoursChart';
import { useGetShiftsQuery } from '@/modules/shifts/api';
import { todayInZone, weekStartsOnOf } from '@/modules/availability/logic';
import { useGetStaffQuery } from '@/modules/staff/api';
import { useGetStoreShiftDetailsQuery } from '@/modules/stores/api';
import { DEFAULT_STORE_TIME_ZONE, formatMinutes } from '@/modules/time-entries/logic';
import { WeeklyTipsOverview } from '../components/WeeklyTipsOverview';
import { buildReport, daysOfRange, hoursOf, lastWeek, MAX_REPORT_DAYS, type PersonReport } from '../logic';
import { useEntriesOfDays } from '../useEntriesOfDays';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const minutes = (m: number | null) => formatMinutes(m);
const signed = (m: number | null) => (m === null ? '—' : `${m > 0 ? '+' : ''}${formatMinutes(m)}`);
const hoursText = (n: number) => formatNumber(n, 1);

/** `/shifts/report` (shift.read): planned against worked hours per person and day, lateness, cost, chart, CSV, weekly tips. */
export function ShiftReportPage() {
  const store = useAppSelector(selectCurrentStore);
  const storeId = store?.id ?? '';
  const details = useGetStoreShiftDetailsQuery(store ? { storeId } : skipToken);
  const timeZone = details.data?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
  const weekStartsOn = weekStartsOnOf(details.data?.weekStartsOn);
  const { params, setFilters } = useUrlFilters();
  const fallback = lastWeek(timeZone, weekStartsOn);
  const startDate = ISO.test(params.get('startDate') ?? '') ? (params.get('startDate') ?? '') : fallback.startDate;
  const endDate = ISO.test(params.get('endDate') ?? '') ? (params.get('endDate') ?? '') : fallback.endDate;
  const days = useMemo(() => daysOfRange(startDate, endDate), [startDate, endDate]);
  const rangeOk = days !== null;

  const readsEveryone = useCan(PERMISSIONS.timeEntryRead);
  const mayCallHistory = useMayCall('getTimeEntryHistory');
  const canReadEntries = readsEveryone && mayCallHistory;
  const withCost = useCan(PERMISSIONS.shiftUpdate);
  const shifts = useGetShiftsQuery(store && rangeOk ? { storeId, startDate, endDate } : skipToken);
  const staff = useGetStaffQuery(store ? { storeId } : skipToken);
  const entries = useEntriesOfDays(storeId, days ?? [], canReadEntries && rangeOk && Boolean(store));

  const report = useMemo(
    () =>
      shifts.data && days
        ? buildReport({ days, timeZone, staff: staff.data ?? [], shifts: shifts.data, entries: canReadEntries ? entries.entries : null, today: todayInZone(timeZone) })
        : null,
    [shifts.data, days, timeZone, staff.data, entries.entries, canReadEntries],
  );
  const chartSeries = useMemo(
    () =>
      report
        ? [
            { label: 'Planned hours', values: report.days.map((d) => hoursOf(d.planned)) },
            ...(canReadEntries ? [{ label: 'Worked hours', values: report.days.map((d) => hoursOf(d.worked ?? 0)) }] : []),
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
      { header: 'Worked hours', value: ({ d }) => (d.worked === null ? '' : hoursOf(d.worked).toFixed(2)) },
      { header: 'Difference hours', value: ({ d }) => (d.worked === null ? '' : hoursOf(d.worked - d.planned).toFixed(2)) },
      { header: 'Late starts', value: ({ d }) => d.lateStarts },
      { header: 'Missing clock-outs', value: ({ d }) => d.missingClockOuts },
    ]);
  };

  const loading = shifts.isLoading || entries.isLoading;
  const error = shifts.error ?? entries.error;
  const costOf = (p: Pick<PersonReport, 'cost'>) => (p.cost === null ? '—' : formatMoney(p.cost));

  return (
    <>
      <PageHeader
        title="Shift report"
        actions={
          <Button variant="outline-secondary" onClick={exportCsv} disabled={!report || report.people.length === 0}>
            Export CSV
          </Button>
        }
      />
      <Card className="mb-3">
        <Card.Body>
          <Form className="row g-2" onSubmit={(e) => e.preventDefault()} aria-label="Date range">
            <div className="col-sm-4 col-lg-3">
              <Form.Label htmlFor="report-start">From</Form.Label>
              <Form.Control id="report-start" type="date" value={startDate} max={endDate} onChange={(e) => setFilters({ startDate: e.target.value })} />
            </div>
            <div className="col-sm-4 col-lg-3">
              <Form.Label htmlFor="report-end">To</Form.Label>
              <Form.Control id="report-end" type="date" value={endDate} min={startDate} onChange={(e) => setFilters({ endDate: e.target.value })} />
            </div>
          </Form>
          {!rangeOk && <p className="text-danger mt-2 mb-0">Choose a start date not after the end date, at most {MAX_REPORT_DAYS} days.</p>}
        </Card.Body>
      </Card>
      {!canReadEntries && (
        <Alert variant="info">Worked hours, late starts and missing clock-outs need permission to read everyone's time entries; only planned hours are shown.</Alert>
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
              {canReadEntries && report.totals.worked === 0 && <Alert variant="secondary">No time entries recorded in this range.</Alert>}
              <Card className="mb-3">
                <Card.Body>
                  <div className="table-responsive">
                    <table className="table table-sm align-middle mb-0">
                      <caption>Planned and worked hours per person</caption>
                      <thead>
                        <tr>
                          <th scope="col">Person</th>
                          <th scope="col" className="text-end">Planned</th>
                          <th scope="col" className="text-end">Worked</th>
                          <th scope="col" className="text-end">Difference</th>
                          <th scope="col" className="text-end">Late starts</th>
                          <th scope="col" className="text-end">Missing clock-outs</th>
                          {withCost && <th scope="col" className="text-end">Labour cost</th>}
                        </tr>
                      </thead>
                      <tbody>
                        {report.people.map((p) => (
                          <tr key={p.userId}>
                            <th scope="row" className="fw-normal">
                              <details>
                                <summary>{p.userName}</summary>
                                <ul className="list-unstyled small mb-0">
                                  {p.days
                                    .filter((d) => d.planned > 0 || (d.worked ?? 0) > 0 || d.missingClockOuts > 0)
                                    .map((d) => (
                                      <li key={d.date}>
                                        {formatDate(d.date)}: planned {minutes(d.planned)}, worked {minutes(d.worked)}
                                        {d.lateStarts > 0 ? ', late' : ''}
                                        {d.missingClockOuts > 0 ? ', no clock-out' : ''}
                                      </li>
                                    ))}
                                </ul>
                              </details>
                            </th>
                            <td className="text-end">{minutes(p.planned)}</td>
                            <td className="text-end">{minutes(p.worked)}</td>
                            <td className="text-end">{signed(p.difference)}</td>
                            <td className="text-end">{canReadEntries ? p.lateStarts : '—'}</td>
                            <td className="text-end">{canReadEntries ? p.missingClockOuts : '—'}</td>
                            {withCost && <td className="text-end">{costOf(p)}</td>}
                          </tr>
                        ))}
                      </tbody>
                      <tfoot>
                        <tr className="fw-semibold">
                          <th scope="row">Total</th>
                          <td className="text-end">{minutes(report.totals.planned)}</td>
                          <td className="text-end">{minutes(report.totals.worked)}</td>
                          <td className="text-end">{signed(report.totals.difference)}</td>
                          <td className="text-end">{canReadEntries ? report.totals.lateStarts : '—'}</td>
                          <td className="text-end">{canReadEntries ? report.totals.missingClockOuts : '—'}</td>
                          {withCost && <td className="text-end">{costOf(report.totals)}</td>}
                        </tr>
                      </tfoot>
                    </table>
                  </div>
                  <p className="small text-body-secondary mt-2 mb-0">
                    Hours as h:mm. Late: a clock-in more than 5 minutes after the planned start.
                    {withCost ? ` Labour cost: ${canReadEntries ? 'worked' : 'planned'} hours × hourly rate.` : ''}
                  </p>
                </Card.Body>
              </Card>
              <Card className="mb-3">
                <Card.Body>
                  <h2 className="h5">Planned against worked hours per day</h2>
                  <HoursChart days={report.days.map((d) => d.date)} series={chartSeries} formatValue={hoursText} />
                  <ChartTable caption="Planned and worked hours per day" days={report.days.map((d) => d.date)} series={chartSeries} formatValue={hoursText} />
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

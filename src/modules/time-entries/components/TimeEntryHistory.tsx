import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { SectionCard } from '@/components/SectionCard';
import Form from 'react-bootstrap/Form';
import { DataTable, type Column } from '@/components/DataTable';
import { describedBy, FormField } from '@/lib/FormField';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { formatDate, formatMoney } from '@/lib/format';
import { useGetTimeEntryHistoryQuery } from '../api';
import { historyTotals } from '../entryForms';
import { breakMinutesOf, workedMinutes } from '../logic';
import { formatClockTime } from '@/lib/storeTime';
import { formatMinutes } from '@/lib/duration';
import type { TimeEntry } from '../types';
import { EntryStatus } from './EntryStatus';

const SOURCE_LABEL = { web: 'Web', kiosk: 'Kiosk', manual: 'Manual' } as const;

/**
 * The entries of one store-local day (docs/rules/api.md#client-side-checks: no request without a date). Holders of
 * time_entry.read get everyone's entries from the server and see the person column.
 */
export function TimeEntryHistory({
  storeId,
  timeZone,
  today,
  everyone,
}: {
  storeId: string;
  timeZone: string;
  today: string;
  everyone: boolean;
}) {
  const [date, setDate] = useState(today);
  const query = useGetTimeEntryHistoryQuery(date ? { storeId, date } : skipToken);
  const entries = query.data ?? [];
  const totals = historyTotals(entries);
  const time = (instant: string | undefined) => formatClockTime(instant, timeZone);
  const dateError = date ? undefined : MESSAGES.timeEntries.historyDateRequired;
  const columns: Column<TimeEntry>[] = [
    ...(everyone ? [{ key: 'person', header: 'Person', cell: (e: TimeEntry) => e.userName || e.userId || 'unknown person' }] : []),
    { key: 'in', header: 'Clock in', cell: (e) => (e.clockIn ? time(e.clockIn) : 'time not set') },
    { key: 'out', header: 'Clock out', cell: (e) => (e.clockOut ? time(e.clockOut) : 'Missing') },
    {
      key: 'breaks',
      header: 'Breaks',
      align: 'end',
      cell: (e) => formatMinutes(e.breaks.length > 0 ? breakMinutesOf(e.breaks) : e.breakMinutes),
    },
    { key: 'worked', header: 'Worked', align: 'end', cell: (e) => formatMinutes(workedMinutes(e)) },
    { key: 'source', header: 'Source', cell: (e) => (e.source ? SOURCE_LABEL[e.source] : '—') },
    { key: 'status', header: 'Status', cell: (e) => <EntryStatus entry={e} timeZone={timeZone} /> },
    {
      key: 'tips',
      header: 'Tips',
      align: 'end',
      cell: (e) => (e.declaredTips !== undefined ? formatMoney(e.declaredTips) : '—'),
    },
  ];

  return (
    <SectionCard id="history-title" title="History">
      <FormField id="history-date" label="Date" error={dateError} className="mb-3 col-sm-6 col-lg-4">
        <Form.Control
          type="date"
          value={date}
          max={today}
          onChange={(e) => setDate(e.target.value)}
          isInvalid={Boolean(dateError)}
          aria-describedby={describedBy('history-date', dateError)}
        />
      </FormField>
      {date && (
        <QueryState
          isLoading={query.isLoading || query.isFetching}
          error={query.error}
          errorMessage={MESSAGES.timeEntries.fetchHistory}
          onRetry={() => void query.refetch()}
          isEmpty={entries.length === 0}
          empty={`No time entries on ${formatDate(date)}.`}
          rows={3}
        >
          <DataTable
            caption={`Time entries of ${formatDate(date)}`}
            rows={entries}
            columns={columns}
            footer={
              <tr className="fw-semibold">
                <th scope="row" colSpan={everyone ? 3 : 2}>
                  Total ({entries.length} {entries.length === 1 ? 'entry' : 'entries'}
                  {totals.open > 0 ? `, ${totals.open} without clock-out` : ''})
                </th>
                <td className="text-end">{formatMinutes(totals.breakMinutes)}</td>
                <td className="text-end">{formatMinutes(totals.workedMinutes)}</td>
                <td colSpan={2} />
                <td className="text-end">{formatMoney(totals.tips)}</td>
              </tr>
            }
          />
        </QueryState>
      )}
    </SectionCard>
  );
}

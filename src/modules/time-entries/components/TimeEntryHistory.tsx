import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { SectionCard } from '@/components/SectionCard';
import Form from 'react-bootstrap/Form';
import { DataTable, type Column } from '@/components/DataTable';
import { describedBy, FormField } from '@/components/FormField';
import { QueryState } from '@/components/QueryState';
import { TIME_ENTRY_MESSAGES } from '../messages';
import { formatDate, formatMoney } from '@/lib/format';
import { useGetTimeEntryHistoryQuery } from '../api';
import { historyTotals } from '../entryForms';
import { breakMinutesOf, workedMinutes } from '../logic';
import { formatClockTime } from '@/lib/storeTime';
import { formatMinutes } from '@/lib/duration';
import type { TimeEntry } from '../types';
import { EntryStatus } from './EntryStatus';

const SOURCE_LABEL: Record<NonNullable<TimeEntry['source']>, MessageDescriptor> = { web: msg`Web`, kiosk: msg`Kiosk`, manual: msg`Manual` };

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
  const { t, i18n } = useLingui();
  const [date, setDate] = useState(today);
  const query = useGetTimeEntryHistoryQuery(date ? { storeId, date } : skipToken);
  const entries = query.data ?? [];
  const totals = historyTotals(entries);
  const day = formatDate(date);
  const open = totals.open;
  const time = (instant: string | undefined) => formatClockTime(instant, timeZone);
  const dateError = date ? undefined : TIME_ENTRY_MESSAGES.historyDateRequired;
  const columns: Column<TimeEntry>[] = [
    ...(everyone ? [{ key: 'person', header: t`Person`, cell: (e: TimeEntry) => e.userName || e.userId || t`unknown person` }] : []),
    { key: 'in', header: t`Clock in`, cell: (e) => (e.clockIn ? time(e.clockIn) : t`time not set`) },
    { key: 'out', header: t`Clock out`, cell: (e) => (e.clockOut ? time(e.clockOut) : t`Missing`) },
    {
      key: 'breaks',
      header: t`Breaks`,
      align: 'end',
      cell: (e) => formatMinutes(e.breaks.length > 0 ? breakMinutesOf(e.breaks) : e.breakMinutes),
    },
    { key: 'worked', header: t`Worked`, align: 'end', cell: (e) => formatMinutes(workedMinutes(e)) },
    { key: 'source', header: t`Source`, cell: (e) => (e.source ? i18n._(SOURCE_LABEL[e.source]) : '—') },
    { key: 'status', header: t`Status`, cell: (e) => <EntryStatus entry={e} timeZone={timeZone} /> },
    {
      key: 'tips',
      header: t`Tips`,
      align: 'end',
      cell: (e) => (e.declaredTips !== undefined ? formatMoney(e.declaredTips) : '—'),
    },
  ];

  return (
    <SectionCard id="history-title" title={t`History`}>
      <FormField id="history-date" label={t`Date`} error={dateError} className="mb-3 col-sm-6 col-lg-4">
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
          errorMessage={TIME_ENTRY_MESSAGES.fetchHistory}
          onRetry={() => void query.refetch()}
          isEmpty={entries.length === 0}
          empty={t`No time entries on ${day}.`}
          rows={3}
        >
          <DataTable
            caption={t`Time entries of ${day}`}
            rows={entries}
            columns={columns}
            footer={
              <tr className="fw-semibold">
                <th scope="row" colSpan={everyone ? 3 : 2}>
                  {totals.open > 0
                    ? plural(entries.length, {
                        one: `Total (# entry, ${open} without clock-out)`,
                        other: `Total (# entries, ${open} without clock-out)`,
                      })
                    : plural(entries.length, { one: 'Total (# entry)', other: 'Total (# entries)' })}
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

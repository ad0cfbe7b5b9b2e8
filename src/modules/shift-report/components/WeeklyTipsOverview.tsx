import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import { DataTable, type Column } from '@/components/DataTable';
import { SectionQueryState } from '@/components/list/queryStates';
import { SHIFT_REPORT_MESSAGES } from '../messages';
import { formatDate, formatMoney } from '@/lib/format';
import { weeklyTotals } from '../teamTotals';
import { formatHourFigure as hoursText } from '@/lib/duration';
import { useGetEmployeeTipsQuery } from '../api';
import type { EmployeeTipsRow } from '../types';

// Hours as h:mm, as in the report's other tables.

/** The weekly tips overview (employee-tips call): per week and person, hours and tips, with totals. */
export function WeeklyTipsOverview({
  storeId,
  startDate,
  endDate,
  currency,
}: {
  storeId: string;
  startDate: string;
  endDate: string;
  currency?: string;
}) {
  const { t } = useLingui();
  const query = useGetEmployeeTipsQuery({ storeId, startDate, endDate });
  const rows = [...(query.data ?? [])].sort((a, b) => a.weekStart.localeCompare(b.weekStart) || a.userName.localeCompare(b.userName));
  const { hours, tips } = weeklyTotals(rows);
  const columns: Column<EmployeeTipsRow>[] = [
    { key: 'week', header: t`Week of`, cell: (r) => formatDate(r.weekStart) },
    { key: 'person', header: t`Person`, cell: (r) => r.userName || r.userId },
    { key: 'hours', header: t`Hours`, align: 'end', cell: (r) => hoursText(r.hours) },
    { key: 'tips', header: t`Tips`, align: 'end', cell: (r) => formatMoney(r.tips, currency) },
  ];
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">
          <Trans>Weekly tips overview</Trans>
        </h2>
        <SectionQueryState
          query={query}
          items={rows}
          errorMessage={SHIFT_REPORT_MESSAGES.weeklyTips}
          empty={t`No hours or tips in this range.`}
        >
          <DataTable
            caption={t`Hours and tips per week and person`}
            rows={rows}
            columns={columns}
            rowKey={(r) => `${r.weekStart}:${r.userId}`}
            footer={
              <tr className="fw-semibold">
                <th scope="row" colSpan={2}>
                  <Trans>Total</Trans>
                </th>
                <td className="text-end">{hoursText(hours)}</td>
                <td className="text-end">{formatMoney(tips, currency)}</td>
              </tr>
            }
          />
        </SectionQueryState>
      </Card.Body>
    </Card>
  );
}

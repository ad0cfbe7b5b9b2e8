import { useLingui } from '@lingui/react/macro';
import Badge from 'react-bootstrap/Badge';
import { PlainTable } from '@/components/list/PlainTable';
import { formatDate, formatMoney, formatWeekday } from '@/lib/format';
import { weekdayOf } from '@/lib/storeTime';
import { actualSales } from '../logic';
import type { SalesDay } from '../types';

/** The days of the range with sales: actual till totals and projections (marked), with the actual days' sum. */
export function SalesTable({ days }: { days: readonly SalesDay[] }) {
  const { t } = useLingui();
  const all = { startDate: '0000-01-01', endDate: '9999-12-31' };
  return (
    <PlainTable
      caption={t`Sales per day`}
      responsive
      size="sm"
      headers={[t`Date`, t`Weekday`, { label: t`Net`, align: 'end' }, { label: t`Gross`, align: 'end' }, t`Source`]}
      footer={
        <tr>
          <th scope="row" colSpan={2}>
            {t`Actual sales in the range`}
          </th>
          <td className="text-end">{formatMoney(actualSales(days, all))}</td>
          <td className="text-end">{formatMoney(actualSales(days, all, 'gross'))}</td>
          <td />
        </tr>
      }
    >
      {days.map((day) => (
        <tr key={day.date}>
          <th scope="row">{formatDate(day.date)}</th>
          <td>{formatWeekday(weekdayOf(day.date), 'short')}</td>
          <td className="text-end">{day.net === undefined ? '—' : formatMoney(day.net)}</td>
          <td className="text-end">{day.gross === undefined ? '—' : formatMoney(day.gross)}</td>
          <td>{day.kind === 'projected' ? <Badge bg="secondary">{t`Projected`}</Badge> : t`Till total`}</td>
        </tr>
      ))}
    </PlainTable>
  );
}

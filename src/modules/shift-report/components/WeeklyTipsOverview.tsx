import Card from 'react-bootstrap/Card';
import { QueryState } from '@/components/QueryState';
import { MESSAGES } from '@/config/messages';
import { formatDate, formatMoney, formatNumber, sumMoney } from '@/lib/format';
import { useGetEmployeeTipsQuery } from '../api';

/** The weekly tips overview (employee-tips call): per week and person, hours and tips, with totals. */
export function WeeklyTipsOverview({ storeId, startDate, endDate, currency }: { storeId: string; startDate: string; endDate: string; currency?: string }) {
  const query = useGetEmployeeTipsQuery({ storeId, startDate, endDate });
  const rows = [...(query.data ?? [])].sort((a, b) => a.weekStart.localeCompare(b.weekStart) || a.userName.localeCompare(b.userName));
  const hours = Math.round(rows.reduce((a, r) => a + r.hours, 0) * 100) / 100;
  const tips = sumMoney(rows.map((r) => r.tips));
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">Weekly tips overview</h2>
        <QueryState
          isLoading={query.isLoading}
          error={query.error}
          errorMessage={MESSAGES.finance.weeklyTips}
          onRetry={() => void query.refetch()}
          isEmpty={rows.length === 0}
          empty="No hours or tips in this range."
          rows={3}
        >
          <div className="table-responsive">
            <table className="table table-sm mb-0">
              <caption>Hours and tips per week and person</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Person</th>
                  <th scope="col" className="text-end">Hours</th>
                  <th scope="col" className="text-end">Tips</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.weekStart}:${r.userId}`}>
                    <td>{formatDate(r.weekStart)}</td>
                    <td>{r.userName || r.userId}</td>
                    <td className="text-end">{formatNumber(r.hours)}</td>
                    <td className="text-end">{formatMoney(r.tips, currency)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fw-semibold">
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td className="text-end">{formatNumber(hours)}</td>
                  <td className="text-end">{formatMoney(tips, currency)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </QueryState>
      </Card.Body>
    </Card>
  );
}

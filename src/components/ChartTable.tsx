import { Trans } from '@lingui/react/macro';
import { formatDate } from '@/lib/format';

export interface ChartTableSeries {
  label: string;
  values: number[];
}

/** The chart's figures as a table for screen readers (and a visible toggle for everyone). */
export function ChartTable({
  caption,
  days,
  series,
  formatValue,
}: {
  caption: string;
  days: string[];
  series: ChartTableSeries[];
  formatValue: (n: number) => string;
}) {
  return (
    <details className="mt-2">
      <summary className="small">
        <Trans>Show the figures as a table</Trans>
      </summary>
      <div className="table-responsive">
        <table className="table table-sm mb-0">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              {series.map((s) => (
                <th scope="col" key={s.label} className="text-end">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d}>
                <th scope="row" className="fw-normal">
                  {formatDate(d)}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="text-end">
                    {formatValue(s.values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

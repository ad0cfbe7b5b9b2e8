import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatWeekday } from '@/lib/format';
import type { HeatCell } from '../logic';
import { formatWallTime, weekdayOf } from '@/lib/storeTime';

const hourLabel = (h: number) => formatWallTime(`${String(h).padStart(2, '0')}:00`);

/**
 * The week heat map: available people (approved availability, the whole hour) against the staff
 * the requirements ask for, per day and hour. A short hour is marked in colour and in words.
 */
export function HeatMap({ cells, hours, caption }: { cells: HeatCell[][]; hours: readonly number[]; caption: string }) {
  const { t } = useLingui();
  return (
    <div className="table-responsive">
      <table className="table table-sm table-bordered text-center small mb-1">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-start">
              <Trans>Day</Trans>
            </th>
            {hours.map((h) => (
              <th scope="col" key={h}>
                {hourLabel(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cells.map((row) => {
            const date = row[0]?.date ?? '';
            return (
              <tr key={date}>
                <th scope="row" className="text-start fw-normal text-nowrap">
                  {formatWeekday(weekdayOf(date))} {formatDate(date)}
                </th>
                {row.map((c) => {
                  const { available, needed } = c;
                  return (
                    <td
                      key={c.hour}
                      className={
                        c.short
                          ? 'bg-danger-subtle text-danger-emphasis fw-semibold'
                          : c.needed > 0
                            ? 'bg-success-subtle text-success-emphasis'
                            : ''
                      }
                      title={t`${available} available, ${needed} needed`}
                    >
                      {c.available}/{c.needed}
                      {c.short && (
                        <span className="visually-hidden">
                          {' '}
                          <Trans>short</Trans>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="small text-body-secondary">
        <Trans>Each cell: people available for the whole hour / staff needed. Red cells are short of staff.</Trans>
      </p>
    </div>
  );
}

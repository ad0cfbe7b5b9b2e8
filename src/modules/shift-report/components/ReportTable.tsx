import Card from 'react-bootstrap/Card';
import { formatDate, formatMoney } from '@/lib/format';
import { formatMinutes } from '@/modules/time-entries/logic';
import type { PersonReport, ShiftReport } from '../logic';

const minutes = (m: number | null) => formatMinutes(m);
const signed = (m: number | null) => (m === null ? '—' : `${m > 0 ? '+' : ''}${formatMinutes(m)}`);
const costOf = (p: Pick<PersonReport, 'cost'>) => (p.cost === null ? '—' : formatMoney(p.cost));

interface ReportTableProps {
  report: ShiftReport;
  /** Worked hours, late starts and missing clock-outs need everyone's time entries. */
  canReadEntries: boolean;
  /** Labour cost needs shift.update (hourly rates). */
  withCost: boolean;
}

/** Planned against worked hours per person (each person's days behind a disclosure), with totals. */
export function ReportTable({ report, canReadEntries, withCost }: ReportTableProps) {
  return (
    <Card className="mb-3">
      <Card.Body>
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <caption>Planned and worked hours per person</caption>
            <thead>
              <tr>
                <th scope="col">Person</th>
                <th scope="col" className="text-end">
                  Planned
                </th>
                <th scope="col" className="text-end">
                  Worked
                </th>
                <th scope="col" className="text-end">
                  Difference
                </th>
                <th scope="col" className="text-end">
                  Late starts
                </th>
                <th scope="col" className="text-end">
                  Missing clock-outs
                </th>
                {withCost && (
                  <th scope="col" className="text-end">
                    Labour cost
                  </th>
                )}
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
                          .filter(
                            (d) => d.planned > 0 || (d.worked ?? 0) > 0 || d.missingClockOuts > 0,
                          )
                          .map((d) => (
                            <li key={d.date}>
                              {formatDate(d.date)}: planned {minutes(d.planned)}, worked{' '}
                              {minutes(d.worked)}
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
                <td className="text-end">
                  {canReadEntries ? report.totals.missingClockOuts : '—'}
                </td>
                {withCost && <td className="text-end">{costOf(report.totals)}</td>}
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="small text-body-secondary mt-2 mb-0">
          Hours as h:mm. Late: a clock-in more than 5 minutes after the planned start.
          {withCost
            ? ` Labour cost: ${canReadEntries ? 'worked' : 'planned'} hours × hourly rate.`
            : ''}
        </p>
      </Card.Body>
    </Card>
  );
}

import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { formatDate, formatMoney } from '@/lib/format';
import { formatMinutes } from '@/lib/duration';
import type { PersonReport, ShiftReport } from '../logic';

type Figures = ShiftReport['totals'];

const minutes = (m: number | null) => formatMinutes(m);
const signed = (m: number | null) => (m === null ? '—' : `${m > 0 ? '+' : ''}${formatMinutes(m)}`);

interface ReportTableProps {
  report: ShiftReport;
  /** Worked hours, late starts and missing clock-outs need everyone's time entries. */
  canReadEntries: boolean;
  /** Labour cost needs shift.update (hourly rates). */
  withCost: boolean;
}

/** The figure columns, the same for a person's row and the totals row. */
function figureColumns(canReadEntries: boolean, withCost: boolean): { header: string; value: (f: Figures) => ReactNode }[] {
  const entries = (value: (f: Figures) => ReactNode) => (f: Figures) => (canReadEntries ? value(f) : '—');
  return [
    { header: 'Planned', value: (f) => minutes(f.planned) },
    { header: 'Worked', value: (f) => minutes(f.worked) },
    { header: 'Pending approval', value: entries((f) => minutes(f.pending)) },
    { header: 'Difference', value: (f) => signed(f.difference) },
    { header: 'Late starts', value: entries((f) => f.lateStarts) },
    { header: 'Missing clock-outs', value: entries((f) => f.missingClockOuts) },
    ...(withCost ? [{ header: 'Labour cost', value: (f: Figures) => (f.cost === null ? '—' : formatMoney(f.cost)) }] : []),
  ];
}

/** A person's days with anything planned, worked or missing, behind a disclosure. */
function PersonDays({ person }: { person: PersonReport }) {
  return (
    <details>
      <summary>{person.userName}</summary>
      <ul className="list-unstyled small mb-0">
        {person.days
          .filter((d) => d.planned > 0 || (d.worked ?? 0) > 0 || (d.pending ?? 0) > 0 || d.missingClockOuts > 0)
          .map((d) => (
            <li key={d.date}>
              {formatDate(d.date)}: planned {minutes(d.planned)}, worked {minutes(d.worked)}
              {(d.pending ?? 0) > 0 ? `, pending ${minutes(d.pending)}` : ''}
              {d.lateStarts > 0 ? ', late' : ''}
              {d.missingClockOuts > 0 ? ', no clock-out' : ''}
            </li>
          ))}
      </ul>
    </details>
  );
}

/** Planned against worked hours per person (each person's days behind a disclosure), with totals. */
export function ReportTable({ report, canReadEntries, withCost }: ReportTableProps) {
  const columns = figureColumns(canReadEntries, withCost);
  const cells = (f: Figures) =>
    columns.map((c) => (
      <td key={c.header} className="text-end">
        {c.value(f)}
      </td>
    ));
  return (
    <Card className="mb-3">
      <Card.Body>
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <caption>Planned and worked hours per person</caption>
            <thead>
              <tr>
                <th scope="col">Person</th>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className="text-end">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.people.map((p) => (
                <tr key={p.userId}>
                  <th scope="row" className="fw-normal">
                    <PersonDays person={p} />
                  </th>
                  {cells(p)}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="fw-semibold">
                <th scope="row">Total</th>
                {cells(report.totals)}
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="small text-body-secondary mt-2 mb-0">
          Hours as h:mm. Worked: approved entries; pending entries are shown apart and counted nowhere until approved. Planned: published
          shifts of a person (open shifts do not count). Difference: worked against the planned hours up to now. Late: a clock-in more than
          5 minutes after the planned start.
          {withCost ? ` Labour cost: ${canReadEntries ? 'approved' : 'planned'} hours × hourly rate.` : ''}
        </p>
      </Card.Body>
    </Card>
  );
}

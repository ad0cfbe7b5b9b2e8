import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import { PlainTable } from '@/components/list/PlainTable';
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

/** The figure columns, the same for a person's row and the totals row, headed in the language shown. */
function useFigureColumns(canReadEntries: boolean, withCost: boolean): { header: string; value: (f: Figures) => ReactNode }[] {
  const { t } = useLingui();
  const entries = (value: (f: Figures) => ReactNode) => (f: Figures) => (canReadEntries ? value(f) : '—');
  return [
    { header: t`Planned`, value: (f) => minutes(f.planned) },
    { header: t`Worked`, value: (f) => minutes(f.worked) },
    { header: t`Pending approval`, value: entries((f) => minutes(f.pending)) },
    { header: t`Difference`, value: (f) => signed(f.difference) },
    { header: t`Late starts`, value: entries((f) => f.lateStarts) },
    { header: t`Missing clock-outs`, value: entries((f) => f.missingClockOuts) },
    ...(withCost ? [{ header: t`Labour cost`, value: (f: Figures) => (f.cost === null ? '—' : formatMoney(f.cost)) }] : []),
  ];
}

/** A person's days with anything planned, worked or missing, behind a disclosure. */
function PersonDays({ person }: { person: PersonReport }) {
  const { t } = useLingui();
  return (
    <details>
      <summary>{person.userName}</summary>
      <ul className="list-unstyled small mb-0">
        {person.days
          .filter((d) => d.planned > 0 || (d.worked ?? 0) > 0 || (d.pending ?? 0) > 0 || d.missingClockOuts > 0)
          .map((d) => {
            const [day, planned, worked, pending] = [formatDate(d.date), minutes(d.planned), minutes(d.worked), minutes(d.pending)];
            return (
              <li key={d.date}>
                {t`${day}: planned ${planned}, worked ${worked}`}
                {(d.pending ?? 0) > 0 ? t`, pending ${pending}` : ''}
                {d.lateStarts > 0 ? t`, late` : ''}
                {d.missingClockOuts > 0 ? t`, no clock-out` : ''}
              </li>
            );
          })}
      </ul>
    </details>
  );
}

/** Planned against worked hours per person (each person's days behind a disclosure), with totals. */
export function ReportTable({ report, canReadEntries, withCost }: ReportTableProps) {
  const { t } = useLingui();
  const columns = useFigureColumns(canReadEntries, withCost);
  const cells = (f: Figures) =>
    columns.map((c) => (
      <td key={c.header} className="text-end">
        {c.value(f)}
      </td>
    ));
  return (
    <Card className="mb-3">
      <Card.Body>
        <PlainTable
          responsive
          size="sm"
          className="align-middle mb-0"
          captionVisible
          caption={t`Planned and worked hours per person`}
          headers={[t`Person`, ...columns.map((c) => ({ label: c.header, align: 'end' as const }))]}
          footer={
            <tr className="fw-semibold">
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              {cells(report.totals)}
            </tr>
          }
        >
          {report.people.map((p) => (
            <tr key={p.userId}>
              <th scope="row" className="fw-normal">
                <PersonDays person={p} />
              </th>
              {cells(p)}
            </tr>
          ))}
        </PlainTable>
        <p className="small text-body-secondary mt-2 mb-0">
          <Trans>
            Hours as h:mm. Worked: approved entries; pending entries are shown apart and counted nowhere until approved. Planned: published
            shifts of a person (open shifts do not count). Difference: worked against the planned hours up to now. Late: a clock-in more
            than 5 minutes after the planned start.
          </Trans>
          {withCost && ' '}
          {withCost &&
            (canReadEntries ? (
              <Trans>Labour cost: approved hours × hourly rate.</Trans>
            ) : (
              <Trans>Labour cost: planned hours × hourly rate.</Trans>
            ))}
        </p>
      </Card.Body>
    </Card>
  );
}

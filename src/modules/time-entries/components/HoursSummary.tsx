import { Trans, useLingui } from '@lingui/react/macro';
import { SectionCard } from '@/components/SectionCard';
import { formatMinutes } from '@/lib/duration';
import type { PersonHours } from '../review';

/** Hours per person over the period by the one definition of hours (hours.ts), as h:mm. */
export function HoursSummary({ people }: { people: readonly PersonHours[] }) {
  const { t } = useLingui();
  const sum = (pick: (p: PersonHours) => number) => people.reduce((a, p) => a + pick(p), 0);
  return (
    <SectionCard id="review-hours-title" title={t`Hours per person`} className="mb-3">
      <div className="table-responsive">
        <table className="table table-sm mb-0">
          <caption>
            <Trans>Planned, worked and pending hours per person</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Person</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Planned</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Planned to date</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Worked (approved)</Trans>
              </th>
              <th scope="col" className="text-end">
                <Trans>Pending approval</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <tr key={p.userId || 'unknown'}>
                <th scope="row" className="fw-normal">
                  {p.userName}
                </th>
                <td className="text-end">{formatMinutes(p.planned)}</td>
                <td className="text-end">{formatMinutes(p.plannedToDate)}</td>
                <td className="text-end">{formatMinutes(p.worked)}</td>
                <td className="text-end">{formatMinutes(p.pending)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              <td className="text-end">{formatMinutes(sum((p) => p.planned))}</td>
              <td className="text-end">{formatMinutes(sum((p) => p.plannedToDate))}</td>
              <td className="text-end">{formatMinutes(sum((p) => p.worked))}</td>
              <td className="text-end">{formatMinutes(sum((p) => p.pending))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </SectionCard>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlainTable } from '@/components/list/PlainTable';
import { SectionCard } from '@/components/SectionCard';
import { formatMinutes } from '@/lib/duration';
import type { PersonHours } from '../review';

/** The figure columns, the same for a person's row and the totals row. */
const FIGURES: readonly { key: string; header: MessageDescriptor; value: (p: PersonHours) => number }[] = [
  { key: 'planned', header: msg`Planned`, value: (p) => p.planned },
  { key: 'plannedToDate', header: msg`Planned to date`, value: (p) => p.plannedToDate },
  { key: 'worked', header: msg`Worked (approved)`, value: (p) => p.worked },
  { key: 'pending', header: msg`Pending approval`, value: (p) => p.pending },
];

/** Hours per person over the period by the one definition of hours (hours.ts), as h:mm. */
export function HoursSummary({ people }: { people: readonly PersonHours[] }) {
  const { t, i18n } = useLingui();
  const cells = (value: (f: (typeof FIGURES)[number]) => number) =>
    FIGURES.map((f) => (
      <td key={f.key} className="text-end">
        {formatMinutes(value(f))}
      </td>
    ));
  return (
    <SectionCard id="review-hours-title" title={t`Hours per person`} className="mb-3">
      <PlainTable
        responsive
        size="sm"
        className="mb-0"
        captionVisible
        caption={t`Planned, worked and pending hours per person`}
        headers={[t`Person`, ...FIGURES.map((f) => ({ label: i18n._(f.header), align: 'end' as const }))]}
        footer={
          <tr className="fw-semibold">
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            {cells((f) => people.reduce((sum, p) => sum + f.value(p), 0))}
          </tr>
        }
      >
        {people.map((p) => (
          <tr key={p.userId || 'unknown'}>
            <th scope="row" className="fw-normal">
              {p.userName}
            </th>
            {cells((f) => f.value(p))}
          </tr>
        ))}
      </PlainTable>
    </SectionCard>
  );
}

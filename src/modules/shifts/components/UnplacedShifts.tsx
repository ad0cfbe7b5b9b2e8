import { msg, t } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import type { Shift } from '../types';
import { roleLabel } from '@/modules/stores';

/** Missing or unreadable: the words for a time the planner cannot place (issues #29, #32). */
const timeProblem = (value: string) => (value.trim() === '' ? t`time not set` : t`unreadable time`);

/**
 * Shifts of the week the api left out because their start or end is missing or unreadable
 * (issues #29, #32): listed as such instead of taking the planner down.
 */
export function UnplacedShifts({ shifts, nameOf }: { shifts: readonly Shift[]; nameOf: (userId: string) => string }) {
  const { i18n } = useLingui();
  if (shifts.length === 0) return null;
  return (
    <Alert variant="warning">
      <p className="mb-1">
        <Plural
          value={shifts.length}
          one="# shift is not on the grid because of its time:"
          other="# shifts are not on the grid because of its time:"
        />
      </p>
      <ul className="mb-0 small" aria-label={i18n._(msg`Shifts without a readable time`)}>
        {shifts.map((s) => (
          <li key={s.id}>
            {s.userId ? nameOf(s.userId) : i18n._(msg`Open shift`)}
            {s.role ? `, ${roleLabel(s.role)}` : ''}: {timeProblem(`${s.start}${s.end}`)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

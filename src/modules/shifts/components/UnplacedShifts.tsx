import Alert from 'react-bootstrap/Alert';
import type { Shift } from '../types';

/** Missing or unreadable: the words for a time the planner cannot place (issues #29, #32). */
const timeProblem = (value: string) => (value.trim() === '' ? 'time not set' : 'unreadable time');

/**
 * Shifts of the week the api left out because their start or end is missing or unreadable
 * (issues #29, #32): listed as such instead of taking the planner down.
 */
export function UnplacedShifts({ shifts, nameOf }: { shifts: readonly Shift[]; nameOf: (userId: string) => string }) {
  if (shifts.length === 0) return null;
  return (
    <Alert variant="warning">
      <p className="mb-1">{shifts.length === 1 ? '1 shift is' : `${shifts.length} shifts are`} not on the grid because of its time:</p>
      <ul className="mb-0 small" aria-label="Shifts without a readable time">
        {shifts.map((s) => (
          <li key={s.id}>
            {s.userId ? nameOf(s.userId) : 'Open shift'}
            {s.role ? `, ${s.role}` : ''}: {timeProblem(`${s.start}${s.end}`)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import type { Conflict } from '../logic';
import { dayOf, timeOf } from '../time';
import type { Shift } from '../types';
import type { PlannerRow } from './WeekGrid';

interface DayListProps {
  day: string;
  dayLabel: (day: string) => string;
  shifts: readonly Shift[];
  rows: PlannerRow[];
  timeZone: string;
  conflicts: ReadonlyMap<string, Conflict[]>;
  canEdit: boolean;
  onOpen: (shift: Shift) => void;
  onAdd: (userId: string, day: string) => void;
}

/** One day as a list, for narrow screens: time, person, role, status and conflicts. */
export function DayList({ day, dayLabel, shifts, rows, timeZone, conflicts, canEdit, onOpen, onAdd }: DayListProps) {
  const today = shifts.filter((s) => dayOf(s.start, timeZone) === day).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const name = (userId: string) => rows.find((r) => r.userId === userId)?.name ?? userId;
  return (
    <section aria-labelledby="day-title">
      <h2 id="day-title" className="h6">{dayLabel(day)}</h2>
      {today.length === 0 && <p className="text-body-secondary">No shifts on this day.</p>}
      <ListGroup className="mb-2">
        {today.map((s) => {
          const found = conflicts.get(s.id) ?? [];
          return (
            <ListGroup.Item key={s.id} action onClick={() => onOpen(s)} className={s.status === 'draft' ? 'shift-card--draft' : ''}>
              <strong>{timeOf(s.start, timeZone)}–{timeOf(s.end, timeZone)}</strong> {name(s.userId) || 'Open shift'} · {s.role}
              {s.status === 'draft' && <span className="badge text-bg-secondary ms-2">Draft</span>}
              {found.length > 0 && <span className="badge text-bg-danger ms-2">⚠ {found.map((c) => c.message).join('; ')}</span>}
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      {canEdit && <Button size="sm" variant="outline-primary" onClick={() => onAdd('', day)}>Add shift</Button>}
    </section>
  );
}

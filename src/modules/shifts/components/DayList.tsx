import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import type { Conflict } from '../conflicts';
import { clockRange } from '../clock';
import { dayOf } from '../time';
import type { Shift } from '../types';
import type { PlannerRow } from './WeekRow';
import { roleLabel } from '@/modules/stores';

interface DayListProps {
  /** One day (the day view) or the week (the list view). */
  days: string[];
  dayLabel: (day: string) => string;
  shifts: readonly Shift[];
  rows: PlannerRow[];
  timeZone: string;
  conflicts: ReadonlyMap<string, Conflict[]>;
  canEdit: boolean;
  onOpen: (shift: Shift) => void;
  onAdd: (userId: string, day: string) => void;
}

/** Days as lists, for narrow screens: time, person, role, status and conflicts of each shift. */
export function DayList({ days, dayLabel, shifts, rows, timeZone, conflicts, canEdit, onOpen, onAdd }: DayListProps) {
  const { t } = useLingui();
  const names = new Map(rows.map((r) => [r.userId, r.name]));
  const sorted = [...shifts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return (
    <>
      {days.map((day) => {
        const today = sorted.filter((s) => dayOf(s.start, timeZone) === day);
        const label = dayLabel(day);
        return (
          <section key={day} aria-labelledby={`day-${day}`} className="mb-3">
            <h2 id={`day-${day}`} className="h6">
              {label}
            </h2>
            {today.length === 0 && (
              <p className="text-body-secondary small mb-2">
                <Trans>No shifts on this day.</Trans>
              </p>
            )}
            <ListGroup className="mb-2">
              {today.map((s) => {
                const found = conflicts.get(s.id) ?? [];
                const conflictText = found.map((c) => c.message).join('; ');
                return (
                  <ListGroup.Item key={s.id} action onClick={() => onOpen(s)} className={s.status === 'draft' ? 'shift-card--draft' : ''}>
                    <strong>{clockRange(s, timeZone)}</strong> {s.userId ? (names.get(s.userId) ?? s.userId) : t`Open shift`} ·{' '}
                    {roleLabel(s.role)}
                    {s.status === 'draft' && (
                      <span className="badge text-bg-secondary ms-2">
                        <Trans>Draft</Trans>
                      </span>
                    )}
                    {found.length > 0 && <span className="badge text-bg-danger ms-2">⚠ {conflictText}</span>}
                  </ListGroup.Item>
                );
              })}
            </ListGroup>
            {canEdit && (
              <Button size="sm" variant="outline-primary" onClick={() => onAdd('', day)} aria-label={t`Add shift on ${label}`}>
                <Trans>Add shift</Trans>
              </Button>
            )}
          </section>
        );
      })}
    </>
  );
}

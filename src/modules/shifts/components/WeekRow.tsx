import { memo, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { formatMoney, formatNumber } from '@/lib/format';
import { cellKey } from '../logic';
import { sameConflict, sameItems, type Conflict } from '../conflicts';
import type { Shift } from '../types';
import { ShiftCard, type MoveKey } from './ShiftCard';

export interface PlannerRow {
  userId: string;
  name: string;
}

/** The grid's callbacks, one stable object for the whole week (rows and cards are memoised). */
export interface GridActions {
  open: (shift: Shift) => void;
  add: (userId: string, day: string) => void;
  keyMove: (shift: Shift, move: MoveKey) => void;
}

interface WeekRowProps {
  row: PlannerRow;
  days: string[];
  dayLabel: (day: string) => string;
  byCell: ReadonlyMap<string, Shift[]>;
  conflicts: ReadonlyMap<string, Conflict[]>;
  hours: number | undefined;
  cost: number | undefined;
  timeZone: string;
  canEdit: boolean;
  generatedJobId: string | null;
  actions: GridActions;
}

export const hours = (h: number | undefined) => {
  const amount = formatNumber(h ?? 0, 1);
  // The unit is part of the message: German writes "5,5 Std.".
  return t`${amount} h`;
};
const NO_CONFLICTS: Conflict[] = [];

function Cell({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <td ref={setNodeRef} className={`shift-cell ${isOver ? 'shift-cell--over' : ''}`} aria-label={label}>
      {children}
    </td>
  );
}

/**
 * Whether a row shows the same as before: its own cells hold the same shift objects (the week
 * cache keeps unchanged ones) with the same conflicts. A move re-renders only the rows it touches.
 */
function sameRow(a: WeekRowProps, b: WeekRowProps): boolean {
  const scalars: (keyof WeekRowProps)[] = ['days', 'dayLabel', 'hours', 'cost', 'timeZone', 'canEdit', 'generatedJobId', 'actions'];
  if (a.row.userId !== b.row.userId || a.row.name !== b.row.name || scalars.some((k) => a[k] !== b[k])) return false;
  return a.days.every((day) => {
    const key = cellKey(a.row.userId, day);
    const cell = a.byCell.get(key);
    return (
      sameItems(cell, b.byCell.get(key)) && (cell ?? []).every((s) => sameItems(a.conflicts.get(s.id), b.conflicts.get(s.id), sameConflict))
    );
  });
}

/** One person (or the open shifts) across the week: name with hours and cost, a droppable cell per day. */
export const WeekRow = memo(function WeekRow(props: WeekRowProps) {
  const { t } = useLingui();
  const { row, days, dayLabel, byCell, canEdit, actions } = props;
  return (
    <tr>
      <th scope="row">
        <span className="d-block">{row.name}</span>
        <span className="small text-body-secondary">
          {hours(props.hours)}
          {props.cost !== undefined && row.userId ? ` · ${formatMoney(props.cost)}` : ''}
        </span>
      </th>
      {days.map((day) => {
        const key = cellKey(row.userId, day);
        const name = row.name;
        const label = dayLabel(day);
        return (
          <Cell key={day} id={key} label={`${name}, ${label}`}>
            {(byCell.get(key) ?? []).map((shift) => (
              <ShiftCard
                key={shift.id}
                shift={shift}
                timeZone={props.timeZone}
                conflicts={props.conflicts.get(shift.id) ?? NO_CONFLICTS}
                canEdit={canEdit}
                generated={Boolean(props.generatedJobId && shift.generationJobId === props.generatedJobId)}
                onOpen={actions.open}
                onKeyMove={actions.keyMove}
              />
            ))}
            {canEdit && (
              <Button
                variant="link"
                size="sm"
                className="p-0"
                onClick={() => actions.add(row.userId, day)}
                aria-label={t`Add shift for ${name} on ${label}`}
              >
                <Trans>+ Add</Trans>
              </Button>
            )}
          </Cell>
        );
      })}
    </tr>
  );
}, sameRow);

import type { ReactNode } from 'react';
import { DndContext, PointerSensor, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import Button from 'react-bootstrap/Button';
import { formatMoney, formatNumber } from '@/lib/format';
import { cellKey, type Conflict, type CoverageWindow } from '../logic';
import type { Shift } from '../types';
import { ShiftCard, type MoveKey } from './ShiftCard';

export interface PlannerRow {
  userId: string;
  name: string;
}

export interface WeekGridProps {
  days: string[];
  dayLabel: (day: string) => string;
  rows: PlannerRow[];
  byCell: ReadonlyMap<string, Shift[]>;
  hoursByDay: ReadonlyMap<string, number>;
  hoursByPerson: ReadonlyMap<string, number>;
  costByDay: ReadonlyMap<string, number> | null;
  costByPerson: ReadonlyMap<string, number> | null;
  coverage: ReadonlyMap<string, CoverageWindow[]>;
  conflicts: ReadonlyMap<string, Conflict[]>;
  timeZone: string;
  canEdit: boolean;
  generatedJobId: string | null;
  copyOnDrop: boolean;
  onOpen: (shift: Shift) => void;
  onAdd: (userId: string, day: string) => void;
  onMove: (shift: Shift, userId: string, day: string, copy: boolean) => void;
  onKeyMove: (shift: Shift, move: MoveKey) => void;
}

function Cell({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <td ref={setNodeRef} className={`shift-cell ${isOver ? 'shift-cell--over' : ''}`} aria-label={label}>
      {children}
    </td>
  );
}

const NO_CONFLICTS: Conflict[] = [];
export const hours = (h: number | undefined) => `${formatNumber(h ?? 0, 1)} h`;

/** The week: people in rows (open shifts first), days in columns, totals and coverage below. */
export function WeekGrid(props: WeekGridProps) {
  const { days, rows, byCell, timeZone, canEdit } = props;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const data: unknown = active.data.current;
    if (!over || typeof over.id !== 'string' || typeof data !== 'object' || data === null || !('shift' in data)) return;
    const [userId = '', day = ''] = over.id.split('|');
    props.onMove(data.shift as Shift, userId, day, props.copyOnDrop);
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ screenReaderInstructions: { draggable: 'Drag to another day or person; or focus a shift and press Alt with the arrow keys to move it, Alt+Shift to copy it.' } }}>
      <div className="table-responsive">
        <table className="table table-bordered table-sm align-top shift-grid mb-0">
          <caption className="visually-hidden">Shifts of the week by person and day</caption>
          <thead>
            <tr>
              <th scope="col">Person</th>
              {days.map((day) => (
                <th scope="col" key={day}>{props.dayLabel(day)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.userId || 'open'}>
                <th scope="row">
                  <span className="d-block">{row.name}</span>
                  <span className="small text-body-secondary">
                    {hours(props.hoursByPerson.get(row.userId))}
                    {props.costByPerson && row.userId ? ` · ${formatMoney(props.costByPerson.get(row.userId) ?? 0)}` : ''}
                  </span>
                </th>
                {days.map((day) => {
                  const key = cellKey(row.userId, day);
                  return (
                    <Cell key={day} id={key} label={`${row.name}, ${props.dayLabel(day)}`}>
                      {(byCell.get(key) ?? []).map((shift) => (
                        <ShiftCard
                          key={shift.id}
                          shift={shift}
                          timeZone={timeZone}
                          conflicts={props.conflicts.get(shift.id) ?? NO_CONFLICTS}
                          canEdit={canEdit}
                          generated={Boolean(props.generatedJobId && shift.generationJobId === props.generatedJobId)}
                          onOpen={props.onOpen}
                          onKeyMove={props.onKeyMove}
                        />
                      ))}
                      {canEdit && (
                        <Button variant="link" size="sm" className="p-0" onClick={() => props.onAdd(row.userId, day)} aria-label={`Add shift for ${row.name} on ${props.dayLabel(day)}`}>
                          + Add
                        </Button>
                      )}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Hours</th>
              {days.map((day) => (
                <td key={day}>
                  {hours(props.hoursByDay.get(day))}
                  {props.costByDay && <span className="d-block small text-body-secondary">{formatMoney(props.costByDay.get(day) ?? 0)}</span>}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Coverage</th>
              {days.map((day) => (
                <td key={day} className="small">
                  {(props.coverage.get(day) ?? []).map((w) => {
                    const under = w.planned < w.required;
                    return (
                      <span key={`${w.role}${w.start}`} className={`d-block ${under ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}`}>
                        {under ? '⚠ ' : ''}
                        {w.role} {w.start}–{w.end}: {w.planned}/{w.required}
                        {under && <span className="visually-hidden"> under-staffed</span>}
                      </span>
                    );
                  })}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </DndContext>
  );
}

import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { DndContext, PointerSensor, pointerWithin, useSensor, useSensors, type AutoScrollOptions, type DragEndEvent } from '@dnd-kit/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlainTable } from '@/components/list/PlainTable';
import { formatMoney } from '@/lib/format';
import { formatWallRange } from '@/lib/storeTime';
import { shiftCardId } from './ShiftCard';
import { useCopyModifier, useDragAnnouncements } from './gridAccessibility';
import type { WeekGridProps } from './weekGridProps';
import { hours, WeekRow, type GridActions } from './WeekRow';
import { roleLabel } from '@/modules/stores';

const POINTER = { activationConstraint: { distance: 6 } };
/**
 * Auto-scroll only while the pointer is right at an edge of the grid or the window (the outer 5 %), and gently.
 * dnd-kit's default (20 %, fast) slid the week under a pointer resting on Saturday, so a drop landed a day off.
 */
const AUTO_SCROLL: AutoScrollOptions = { threshold: { x: 0.05, y: 0.05 }, acceleration: 4 };

/** The week: people in rows (open shifts first), days in columns, totals and coverage below. */
export function WeekGrid(props: WeekGridProps) {
  const { days, rows } = props;
  const { t } = useLingui();
  const sensors = useSensors(useSensor(PointerSensor, POINTER));
  const modifier = useCopyModifier();
  // The latest props for callbacks that stay the same object, so memoised rows do not re-render.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  // A card moved by the keyboard lands in another cell (a new element): the focus follows it.
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = refocus.current;
    const card = id ? document.getElementById(shiftCardId(id)) : null;
    const focused = document.activeElement;
    if (!card || card === focused) return; // not moved (yet)
    refocus.current = null;
    // Only when the focus went with the old element; never take it from where the user put it.
    if (!focused || focused === document.body) card.focus();
  });
  const accessibility = useDragAnnouncements(latest);
  const actions = useMemo<GridActions>(
    () => ({
      open: (shift) => latest.current.onOpen(shift),
      add: (userId, day) => latest.current.onAdd(userId, day),
      keyMove: (shift, move) => {
        if (!move.copy) refocus.current = shift.id;
        latest.current.onKeyMove(shift, move);
      },
    }),
    [],
  );
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over || typeof over.id !== 'string') return;
      const shift = [...latest.current.byCell.values()].flat().find((s) => s.id === active.id);
      if (!shift) return;
      const [userId = '', day = ''] = over.id.split('|');
      latest.current.onMove(shift, userId, day, latest.current.copyOnDrop || modifier.current);
    },
    [modifier],
  );

  return (
    // The cell under the pointer takes the drop (not the one the card overlaps most).
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      autoScroll={AUTO_SCROLL}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <PlainTable
        responsive
        bordered
        size="sm"
        className="align-top shift-grid mb-0"
        caption={t`Shifts of the week by person and day`}
        headers={[t`Person`, ...days.map((day) => ({ key: day, label: props.dayLabel(day) }))]}
        footer={
          <>
            <tr>
              <th scope="row">
                <Trans>Hours</Trans>
              </th>
              {days.map((day) => (
                <td key={day}>
                  {hours(props.hoursByDay.get(day))}
                  {props.costByDay && (
                    <span className="d-block small text-body-secondary">{formatMoney(props.costByDay.get(day) ?? 0)}</span>
                  )}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">
                <Trans>Coverage</Trans>
              </th>
              {days.map((day) => (
                <td key={day} className="small">
                  {(props.coverage.get(day) ?? []).map((w) => {
                    const under = w.planned < w.required;
                    return (
                      <span
                        key={`${w.role}${w.start}`}
                        className={`d-block ${under ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}`}
                      >
                        {under ? '⚠ ' : ''}
                        {roleLabel(w.role)} {formatWallRange(w.start, w.end)}: {w.planned}/{w.required}
                        {under && (
                          <span className="visually-hidden">
                            {' '}
                            <Trans>under-staffed</Trans>
                          </span>
                        )}
                      </span>
                    );
                  })}
                </td>
              ))}
            </tr>
          </>
        }
      >
        {rows.map((row) => (
          <WeekRow
            key={row.userId || 'open'}
            row={row}
            days={days}
            dayLabel={props.dayLabel}
            byCell={props.byCell}
            conflicts={props.conflicts}
            hours={props.hoursByPerson.get(row.userId)}
            cost={props.costByPerson?.get(row.userId)}
            timeZone={props.timeZone}
            canEdit={props.canEdit}
            generatedJobId={props.generatedJobId}
            actions={actions}
          />
        ))}
      </PlainTable>
    </DndContext>
  );
}

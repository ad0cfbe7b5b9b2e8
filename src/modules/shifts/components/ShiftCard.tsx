import { useDraggable } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { memo, type KeyboardEvent } from 'react';
import { sameConflict, sameItems, type Conflict } from '../conflicts';
import { clockRange } from '../clock';
import type { Shift } from '../types';
import { roleLabel } from '@/modules/stores';

export type MoveKey = { days: number; rows: number; copy: boolean };

interface ShiftCardProps {
  shift: Shift;
  timeZone: string;
  conflicts: readonly Conflict[];
  canEdit: boolean;
  generated: boolean;
  onOpen: (shift: Shift) => void;
  /** Alt+arrows move by a day or a row, Alt+Shift+arrows copy (the keyboard way of drag and drop). */
  onKeyMove: (shift: Shift, move: MoveKey) => void;
}

/** The card's element id: the grid puts the focus back on a card the keyboard moved. */
export const shiftCardId = (id: string) => `shift-card-${id}`;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Same shift object, same conflicts (by content), same flags and callbacks: nothing to redraw. */
const sameCard = (a: ShiftCardProps, b: ShiftCardProps) =>
  a.shift === b.shift &&
  a.timeZone === b.timeZone &&
  a.canEdit === b.canEdit &&
  a.generated === b.generated &&
  a.onOpen === b.onOpen &&
  a.onKeyMove === b.onKeyMove &&
  sameItems(a.conflicts, b.conflicts, sameConflict);

/** A shift in the planner: role and times; drafts dashed, conflicts flagged; drag, Enter to edit. */
export const ShiftCard = memo(function ShiftCard({ shift, timeZone, conflicts, canEdit, generated, onOpen, onKeyMove }: ShiftCardProps) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: shift.id, disabled: !canEdit });
  const draft = shift.status === 'draft';
  const times = clockRange(shift, timeZone);
  const conflictText = conflicts.map((c) => c.message).join('; ');
  const role = shift.role ? roleLabel(shift.role) : t`Shift`;
  const label = [
    role,
    times,
    draft ? t`draft` : shift.status === 'published' ? t`published` : shift.status === 'cancelled' ? t`cancelled` : shift.status,
    generated ? t`generated` : '',
    conflictText ? t`conflict: ${conflictText}` : '',
  ]
    .filter(Boolean)
    .join(', ');

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow || !event.altKey || !canEdit) return;
    event.preventDefault();
    onKeyMove(shift, { days: arrow[0], rows: arrow[1], copy: event.shiftKey });
  };

  return (
    <button
      type="button"
      ref={setNodeRef}
      id={shiftCardId(shift.id)}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-roledescription={t`shift`}
      aria-keyshortcuts={canEdit ? 'Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown Alt+Shift+ArrowRight' : undefined}
      onClick={() => onOpen(shift)}
      onKeyDown={onKeyDown}
      className={`shift-card w-100 text-start rounded px-2 py-1 mb-1 small border ${draft ? 'shift-card--draft' : 'shift-card--published'} ${conflicts.length ? 'border-danger' : ''}`}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
      }}
    >
      <span className="d-block fw-semibold text-truncate">{role}</span>
      <span className="d-block text-nowrap">{times}</span>
      {(draft || generated || conflicts.length > 0) && (
        // Icons, not text badges, so seven days fit at 1440 px (issue #30); the button's label says it in words.
        <span className="d-flex gap-1 shift-card__icons" aria-hidden="true">
          {draft && <span title={t`Draft`}>✎</span>}
          {generated && <span title={t`Generated`}>⚙</span>}
          {conflicts.length > 0 && (
            <span className="text-danger-emphasis fw-semibold" title={conflictText}>
              ⚠{conflicts.length > 1 ? conflicts.length : ''}
            </span>
          )}
        </span>
      )}
    </button>
  );
}, sameCard);

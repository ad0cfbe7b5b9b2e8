import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { Active, Over, UniqueIdentifier } from '@dnd-kit/core';
import { roleLabel } from '@/modules/stores';
import { clockRange } from '../clock';
import { dayOf } from '../time';
import type { WeekGridProps } from './weekGridProps';

/** dnd-kit reads the instructions when it renders them: in the active language. */
const SCREEN_READER_INSTRUCTIONS = {
  get draggable() {
    return t`Drag to another day or person; hold Ctrl (or Alt, ⌘) while dropping to copy. Or focus a shift and press Alt with the arrow keys to move it, Alt+Shift to copy it.`;
  },
};

const copyKey = (e: { ctrlKey: boolean; metaKey: boolean; altKey: boolean }) => e.ctrlKey || e.metaKey || e.altKey;

/** Whether a copy modifier is held right now: read when a drag ends (the release itself says last, before dnd-kit hears it). */
export function useCopyModifier() {
  const held = useRef(false);
  useEffect(() => {
    const track = (e: KeyboardEvent | PointerEvent) => {
      held.current = copyKey(e);
    };
    const release = () => {
      held.current = false;
    };
    window.addEventListener('keydown', track, true);
    window.addEventListener('keyup', track, true);
    window.addEventListener('pointermove', track, true);
    window.addEventListener('pointerup', track, true);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', track, true);
      window.removeEventListener('keyup', track, true);
      window.removeEventListener('pointermove', track, true);
      window.removeEventListener('pointerup', track, true);
      window.removeEventListener('blur', release);
    };
  }, []);
  return held;
}

/**
 * Drag announcements in words (issue #30): the shift's role and times, the person and the day,
 * never dnd-kit's ids. Built once over the latest props (DndContext keeps constant props).
 */
export function useDragAnnouncements(latest: RefObject<WeekGridProps>) {
  return useMemo(() => {
    const shiftText = (id: UniqueIdentifier) => {
      const shift = [...latest.current.byCell.values()].flat().find((s) => s.id === id);
      if (!shift) return t`the shift`;
      const { timeZone, rows: people, dayLabel } = latest.current;
      const name = people.find((r) => r.userId === shift.userId)?.name ?? t`Open shifts`;
      const role = shift.role ? roleLabel(shift.role) : t`shift`;
      const times = clockRange(shift, timeZone);
      const day = dayLabel(dayOf(shift.start, timeZone));
      return t`${role} ${times} of ${name}, ${day}`;
    };
    const cellText = (id: UniqueIdentifier | undefined) => {
      if (typeof id !== 'string') return t`no cell`;
      const [userId = '', day = ''] = id.split('|');
      return `${latest.current.rows.find((r) => r.userId === userId)?.name ?? t`Open shifts`}, ${latest.current.dayLabel(day)}`;
    };
    return {
      screenReaderInstructions: SCREEN_READER_INSTRUCTIONS,
      announcements: {
        onDragStart: ({ active }: { active: Active }) => {
          const shift = shiftText(active.id);
          return t`Picked up ${shift}.`;
        },
        onDragOver: ({ active, over }: { active: Active; over: Over | null }) => {
          const shift = shiftText(active.id);
          const cell = over ? cellText(over.id) : '';
          return over ? t`${shift} is over ${cell}.` : t`${shift} is over no cell.`;
        },
        onDragEnd: ({ active, over }: { active: Active; over: Over | null }) => {
          const shift = shiftText(active.id);
          const cell = over ? cellText(over.id) : '';
          return over ? t`${shift} was dropped on ${cell}.` : t`${shift} was dropped outside the week; nothing changed.`;
        },
        onDragCancel: ({ active }: { active: Active }) => {
          const shift = shiftText(active.id);
          return t`Moving ${shift} was cancelled; nothing changed.`;
        },
      },
    };
  }, [latest]);
}

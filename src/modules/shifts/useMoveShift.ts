import { t } from '@lingui/core/macro';
import { useCallback, useRef, useState } from 'react';
import { getErrorMessage } from '@/api/errors';
import { SHIFT_MESSAGES } from './messages';
import { notify } from '@/lib/notify';
import { roleLabel } from '@/modules/stores';
import { useCreateShiftMutation, useUpdateShiftMutation } from './api';
import { clockRange } from './clock';
import { addDays, dayOf, moveToDay } from './time';
import type { Shift } from './types';
import type { PlannerRow } from './components/WeekRow';

/**
 * Moves or copies a shift to another person and day, keeping its wall-clock times in the store's
 * time zone (drag and drop, and Alt+arrows on a focused card). A copy is a new draft.
 */
export function useMoveShift(
  storeId: string,
  timeZone: string,
  rows: PlannerRow[],
  days: string[],
  dayLabel: (day: string) => string = (d) => d,
) {
  const [update] = useUpdateShiftMutation();
  const [create] = useCreateShiftMutation();
  const busy = useRef(false);
  // The version each shift was saved at by a move here. A second move pressed right after the first
  // can reach this hook with the card of the last render, which still carries the version the first
  // move replaced: the server would refuse it as stale (409). Versions only grow, so the larger wins.
  const saved = useRef(new Map<string, number>());
  // What a screen reader hears after a move or copy (issue #30): who, which day, which times.
  const [announcement, setAnnouncement] = useState('');

  const move = useCallback(
    async (shift: Shift, userId: string, day: string, copy: boolean) => {
      const fromDay = dayOf(shift.start, timeZone);
      if (busy.current || (!copy && userId === shift.userId && day === fromDay)) return;
      busy.current = true;
      const { id, storeId: _store, generationJobId: _job, ...fields } = shift;
      const known = saved.current.get(id);
      const moved = {
        ...fields,
        ...(known !== undefined && known > (fields.version ?? 0) ? { version: known } : {}),
        userId,
        start: moveToDay(shift.start, fromDay, day, timeZone),
        end: moveToDay(shift.end, fromDay, day, timeZone),
      };
      const result = copy
        ? await create({ storeId, shift: { ...moved, status: 'draft' } })
        : await update({ storeId, shift: { ...moved, id, ...(shift.generationJobId ? { generationJobId: shift.generationJobId } : {}) } });
      busy.current = false;
      if (result.data?.version !== undefined) saved.current.set(result.data.id, result.data.version);
      const what = `${shift.role ? roleLabel(shift.role) : t`Shift`} ${clockRange(moved, timeZone)}`;
      const where = `${rows.find((r) => r.userId === userId)?.name ?? t`Open shifts`}, ${dayLabel(day)}`;
      if (result.error) {
        notify(getErrorMessage(result.error, copy ? SHIFT_MESSAGES.create : SHIFT_MESSAGES.update), 'danger');
        setAnnouncement(copy ? t`${what} could not be copied to ${where}.` : t`${what} could not be moved to ${where}.`);
      } else {
        notify(copy ? t`Shift copied` : t`Shift moved`, 'success');
        setAnnouncement(copy ? t`${what} copied to ${where}.` : t`${what} moved to ${where}.`);
      }
    },
    [create, dayLabel, rows, storeId, timeZone, update],
  );

  const keyMove = useCallback(
    (shift: Shift, step: { days: number; rows: number; copy: boolean }) => {
      const day = addDays(dayOf(shift.start, timeZone), step.days);
      const index = rows.findIndex((r) => r.userId === shift.userId) + step.rows;
      const row = rows[index];
      if (!row || (step.days !== 0 && !days.includes(day))) return;
      void move(shift, row.userId, day, step.copy);
    },
    [days, move, rows, timeZone],
  );

  return { move, keyMove, announcement };
}

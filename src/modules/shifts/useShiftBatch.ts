import { t } from '@lingui/core/macro';
import { useCallback, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { useDeleteShiftMutation, useUpdateShiftMutation } from './api';
import { runBounded } from './logic';
import type { Shift } from './types';
import type { PublishState } from './components/PublishProgress';

export const BATCH_CONCURRENCY = 4;
export type BatchAction = 'publish' | 'delete';
/** Publishing despite the working-time law (issue #44): the manager's reason, sent with those shifts. */
export type LawReason = { reason: string; shiftIds: ReadonlySet<string> };

/**
 * Publishes or deletes many shifts, at most BATCH_CONCURRENCY requests at a time, with progress;
 * the ones that failed can be retried.
 */
export function useShiftBatch(storeId: string) {
  const [update] = useUpdateShiftMutation();
  const [remove] = useDeleteShiftMutation();
  const [state, setState] = useState<PublishState | null>(null);
  const failedRef = useRef<{ items: Shift[]; action: BatchAction; label: string; lawReason?: LawReason } | null>(null);

  const run = useCallback(
    async (label: string, items: Shift[], action: BatchAction, lawReason?: LawReason): Promise<boolean> => {
      setState({ label, total: items.length, done: 0, failed: 0, running: true });
      const failed = await runBounded(
        items,
        BATCH_CONCURRENCY,
        async (s) => {
          const { id, storeId: _store, lawOverride: _override, ...fields } = s;
          const why = lawReason?.shiftIds.has(id) ? { lawOverrideReason: lawReason.reason } : {};
          const result =
            action === 'publish'
              ? await update({ storeId, shift: { ...fields, ...why, id, status: 'published' } })
              : await remove({ storeId, id });
          return !result.error;
        },
        (_item, ok) => setState((prev) => prev && { ...prev, done: prev.done + 1, failed: prev.failed + (ok ? 0 : 1) }),
      );
      setState((prev) => prev && { ...prev, running: false });
      failedRef.current = failed.length > 0 ? { items: failed, action, label, lawReason } : null;
      if (failed.length === 0) notify(t`${label}: done`, 'success');
      return failed.length === 0;
    },
    [remove, storeId, update],
  );

  const retry = useCallback(async () => {
    const failed = failedRef.current;
    return failed ? run(failed.label, failed.items, failed.action, failed.lawReason) : true;
  }, [run]);

  return { state, run, retry, clear: () => setState(null) };
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '@/lib/storeHooks';
import { getErrorMessage, requestError } from '@/api/errors';
import { INVENTORY_MESSAGES } from './messages';
import { loadUnsent } from '@/lib/sendQueue';
import { useSendQueue } from '@/lib/useSendQueue';
import { putDeviceEntry } from './deviceCount';
import { inventoryApi, inventoryCountTag, usePutCountEntryMutation } from './api';
import {
  CountClosedError,
  countKey,
  isCountClosed,
  isCountValue,
  keepFirstPrevious,
  staleValues,
  toCountEntry,
  unsentStorageKey,
  type CountEntry,
  type CountMode,
  type CountValue,
} from './countQueue';

/**
 * The count screen's background sender (see countQueue.ts). Mount it once per store and user
 * (key the component by store and session): entries left unsent by an earlier visit are restored and sent.
 * Entries of a count finished since (stored ones of another count, or a 409 from the server when
 * another device finished it) are dropped and handed to `onDropped`, never retried forever; a 409
 * also re-reads the open count, so the screen follows.
 */
export function useCountQueue(
  storeId: string,
  userId: string,
  sessionId: string,
  onDropped: (values: readonly CountValue[]) => void,
  /** 'device': the server has no count sessions; entries are kept in this device's count (deviceCount.ts). */
  mode: CountMode = 'server',
) {
  const [put] = usePutCountEntryMutation();
  const dispatch = useAppDispatch();
  const storageKey = unsentStorageKey(storeId, userId);
  // Read before the queue restores (a pure read: the queue rewrites the storage without them).
  const [stale] = useState(() =>
    staleValues(
      loadUnsent(storageKey, isCountValue, countKey).map((v) => v.value),
      sessionId,
    ),
  );
  useEffect(() => {
    if (stale.length > 0) onDropped(stale);
  }, [stale, onDropped]);
  const isCurrent = useCallback((u: unknown): u is CountValue => isCountValue(u) && u.sessionId === sessionId, [sessionId]);
  const send = useCallback(
    (v: CountValue): Promise<unknown> => {
      if (v.sessionId !== sessionId) return Promise.reject(new CountClosedError());
      if (mode === 'device') {
        return putDeviceEntry(storeId, userId, v.sessionId, v.itemId, v.amount)
          ? Promise.resolve()
          : Promise.reject(new CountClosedError());
      }
      return put({ storeId, sessionId: v.sessionId, itemId: v.itemId, amount: v.amount }).unwrap();
    },
    [put, storeId, userId, sessionId, mode],
  );
  const dropped = useCallback(
    (v: CountValue) => {
      onDropped([v]);
      dispatch(inventoryApi.util.invalidateTags([inventoryCountTag(storeId)]));
    },
    [onDropped, dispatch, storeId],
  );
  const queue = useSendQueue<CountValue>({
    storageKey,
    keyOf: countKey,
    isValue: isCurrent,
    send,
    messageOf: (error) => getErrorMessage(requestError(error), INVENTORY_MESSAGES.updateAmount),
    isFinal: isCountClosed,
    onDropped: dropped,
  });
  const { enter: enterValue, retry } = queue;
  const entries = useMemo(
    () => Object.fromEntries(Object.values(queue.entries).map((e): [string, CountEntry] => [e.key, toCountEntry(e)])),
    [queue.entries],
  );
  const enter = useCallback(
    (itemId: string, amount: number, previous: number) => enterValue({ sessionId, itemId, amount, previous }, keepFirstPrevious),
    [enterValue, sessionId],
  );
  return { entries, enter, retry };
}

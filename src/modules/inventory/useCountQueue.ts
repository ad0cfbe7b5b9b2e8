import { useCallback, useMemo } from 'react';
import { MESSAGES } from '@/config/messages';
import { useSendQueue } from '@/lib/useSendQueue';
import { usePutCountEntryMutation } from './api';
import {
  countKey,
  isCountValue,
  keepFirstPrevious,
  toCountEntry,
  unsentStorageKey,
  type CountEntry,
  type CountValue,
} from './countQueue';

/**
 * The count screen's background sender (see countQueue.ts). Mount it once per store and user
 * (key the component by store and session): entries left unsent by an earlier visit are restored and sent.
 */
export function useCountQueue(storeId: string, userId: string, sessionId: string) {
  const [put] = usePutCountEntryMutation();
  const send = useCallback(
    (v: CountValue) => put({ storeId, sessionId: v.sessionId, itemId: v.itemId, amount: v.amount }).unwrap(),
    [put, storeId],
  );
  const queue = useSendQueue<CountValue>({
    storageKey: unsentStorageKey(storeId, userId),
    keyOf: countKey,
    isValue: isCountValue,
    send,
    failureMessage: MESSAGES.inventory.updateAmount,
  });
  const { enter: enterValue, retry } = queue;
  const entries = useMemo(
    () =>
      Object.fromEntries(
        Object.values(queue.entries).map((e): [string, CountEntry] => [e.key, toCountEntry(e)]),
      ),
    [queue.entries],
  );
  const enter = useCallback(
    (itemId: string, amount: number, previous: number) =>
      enterValue({ sessionId, itemId, amount, previous }, keepFirstPrevious),
    [enterValue, sessionId],
  );
  return { entries, enter, retry };
}

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { getErrorMessage } from '@/api/errors';
import { MESSAGES } from '@/config/messages';
import { useUpdateInventoryAmountMutation } from './api';
import {
  countQueueReducer,
  initialCountQueue,
  loadUnsent,
  nextToSend,
  saveUnsent,
  unsentEntries,
  unsentStorageKey,
  type CountQueueState,
} from './countQueue';

/**
 * The count screen's background sender (see countQueue.ts). Mount it once per store and user
 * (key the component by store): entries left unsent by an earlier visit are restored and sent.
 */
export function useCountQueue(storeId: string, userId: string) {
  const key = unsentStorageKey(storeId, userId);
  const [state, dispatch] = useReducer(countQueueReducer, key, (k): CountQueueState =>
    countQueueReducer(initialCountQueue, { type: 'restore', entries: loadUnsent(k) }),
  );
  const [send] = useUpdateInventoryAmountMutation();
  // StrictMode runs effects twice: one request per sequence number.
  const started = useRef(new Set<number>());

  useEffect(() => {
    saveUnsent(key, unsentEntries(state));
  }, [key, state]);

  const next = nextToSend(state);
  const nextSeq = next?.seq;
  const nextItemId = next?.itemId;
  const nextAmount = next?.amount;
  useEffect(() => {
    if (nextSeq === undefined || nextItemId === undefined || nextAmount === undefined) return;
    if (started.current.has(nextSeq)) return;
    started.current.add(nextSeq);
    dispatch({ type: 'sending', itemId: nextItemId, seq: nextSeq });
    send({ storeId, id: nextItemId, amount: nextAmount, userId })
      .unwrap()
      .then(() => dispatch({ type: 'sent', itemId: nextItemId, seq: nextSeq }))
      .catch((error: unknown) =>
        dispatch({
          type: 'failed',
          itemId: nextItemId,
          seq: nextSeq,
          error: getErrorMessage(error, MESSAGES.inventory.updateAmount),
        }),
      );
  }, [nextSeq, nextItemId, nextAmount, send, storeId, userId]);

  const enter = useCallback(
    (itemId: string, amount: number, previous: number) => dispatch({ type: 'enter', itemId, amount, previous }),
    [],
  );
  const retry = useCallback((itemId?: string) => dispatch({ type: 'retry', itemId }), []);

  return { entries: state.entries, enter, retry };
}
